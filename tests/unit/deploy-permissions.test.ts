/**
 * Least privilege in CI: the job that runs the tests and builds content
 * fetched from elsewhere holds a token that can only read the repository;
 * publishing (pages: write, an OIDC token) belongs to the deploy job alone,
 * which runs none of our code.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Workflow {
  permissions?: Record<string, string>;
  jobs: Record<string, { permissions?: Record<string, string>; steps: { run?: string; uses?: string }[] }>;
}

const workflow = parse(readFileSync('.github/workflows/deploy.yml', 'utf8')) as Workflow;

describe('.github/workflows/deploy.yml', () => {
  it('grants nothing to the whole workflow', () => {
    expect(workflow.permissions).toEqual({});
  });
  it('the job that runs npm test and the build can only read', () => {
    const building = Object.values(workflow.jobs).filter((job) =>
      job.steps.some((s) => /npm (test|run build)/.test(s.run ?? '')),
    );
    expect(building.length).toBeGreaterThan(0);
    for (const job of building) expect(job.permissions).toEqual({ contents: 'read' });
  });
  it('only the job that deploys may write to Pages, and runs no command of ours', () => {
    const writers = Object.entries(workflow.jobs).filter(([, job]) => job.permissions?.pages === 'write');
    expect(writers.map(([name]) => name)).toEqual(['deploy']);
    expect(workflow.jobs.deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(workflow.jobs.deploy.steps.every((s) => s.run === undefined)).toBe(true);
  });
});
