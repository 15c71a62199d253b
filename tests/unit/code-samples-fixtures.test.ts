import { describe, expect, it } from 'vitest';
import { checkCodeSamples, summary } from '../../scripts/checks/check-code-samples';
import { sampleEnvironment } from '../../content-schema/shared/sample-environment';
import { formatProblem } from '../../content-schema/shared/problems';

const fixture = (name: string) => `tests/fixtures/code-samples/${name}.md`;

// The real check: TypeScript against the installed @rslib/core (the fixtures are
// written for 0.11), and the CLI definition read from its `rslib --help`.
describe('code samples against the installed @rslib/core', () => {
  it('fails a bad sample with the Markdown file, line and TypeScript message, and passes a good one', async () => {
    const report = await checkCodeSamples(
      process.cwd(),
      [fixture('bad'), fixture('good')],
      sampleEnvironment(process.cwd(), '0.11'),
    );
    expect(report.sampleProblems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^tests\/fixtures\/code-samples\/bad\.md:13:33 - error TS2769: No overload matches this call\. \(config sample at line 9\)\n.*\n.*Object literal may only specify known properties, and 'emitOnly' does not exist in type/,
      ),
    ]);
    expect(report).toMatchObject({
      blocks: 3,
      typeChecked: 2,
      passed: 1,
      excerpts: 1,
      rslibVersion: '0.11.2',
    });
    expect(report.commandProblems.map(formatProblem)).toEqual([
      'tests/fixtures/code-samples/bad.md:23 - error: `rslib dev` (package-manager tabs): rslib 0.11.2 has no command `dev` (its commands: build, inspect, mf-dev)',
      expect.stringMatching(
        /^tests\/fixtures\/code-samples\/bad\.md:25 - error: `rslib build --hot` \(inline code\): `rslib build` has no option `--hot`/,
      ),
    ]);
    expect(report.commands).toBe(4);
    expect(summary(report)).toMatch(
      /^code samples: 3 config blocks, 2 type-checked against @rslib\/core 0\.11\.2, 1 passed, 1 failed, 1 excerpts \(not type-checked\); 4 rslib command lines, 2 problem\(s\)/,
    );
  });
});
