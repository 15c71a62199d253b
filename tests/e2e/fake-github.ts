import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';

/**
 * GitHub's REST API as Decap CMS's GitHub backend uses it, answered in the
 * page (Playwright's routing; these machines reach no GitHub) from a folder
 * of this machine standing for the repository's branch. Writes (blobs,
 * trees, commits, refs, pull requests, labels) are kept in memory and
 * recorded, so a test can see what a save would have sent to GitHub.
 */
export interface FakeGitHub {
  /** Every request, as `METHOD /path`. */
  requests: string[];
  /** The files of each blob Decap uploaded, by sha. */
  blobs: Map<string, string>;
  /** The trees Decap created: each entry's path and blob sha. */
  trees: { path: string; sha: string }[][];
  /** The pull requests Decap opened. */
  pulls: { number: number; title: string; head: string; base: string; body: string; labels: string[] }[];
  /** Requests the fake had no answer for. */
  unanswered: string[];
}

const blobSha = (bytes: Buffer) =>
  createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

export async function fakeGitHub(
  page: Page,
  { repo, branch, root }: { repo: string; branch: string; root: string },
): Promise<FakeGitHub> {
  const state: FakeGitHub = { requests: [], blobs: new Map(), trees: [], pulls: [], unanswered: [] };
  const files = new Map<string, Buffer>();
  const head = '0'.repeat(39) + '1';
  const refs = new Map<string, string>([[`heads/${branch}`, head]]);
  let next = 2;
  const newSha = () => (next++).toString(16).padStart(40, '0');
  const repoPath = `/repos/${repo}`;

  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({
      status,
      contentType: 'application/json; charset=utf-8',
      headers: { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'Link' },
      body: JSON.stringify(body),
    });

  function tree(folder: string, recursive: boolean) {
    const at = path.join(root, folder);
    const entries = statSync(at, { throwIfNoEntry: false })?.isDirectory()
      ? readdirSync(at, { recursive, withFileTypes: true })
      : [];
    return entries.map((entry) => {
      const inside = path.relative(at, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!entry.isFile()) return { path: inside, type: 'tree', mode: '040000', sha: newSha() };
      const bytes = readFileSync(path.join(at, inside));
      const sha = blobSha(bytes);
      files.set(sha, bytes);
      return { path: inside, type: 'blob', mode: '100644', sha, size: bytes.length };
    });
  }

  await page.route('https://api.github.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const method = request.method();
    const where = decodeURIComponent(url.pathname);
    state.requests.push(`${method} ${where}`);
    if (method === 'OPTIONS')
      return route.fulfill({
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'authorization, content-type, cache-control',
          'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
        },
      });
    const body = method === 'GET' ? undefined : (request.postDataJSON() as Record<string, unknown>);
    const text = (key: string) => (typeof body?.[key] === 'string' ? body[key] : '');
    if (where === '/user' || where === '/users/writer')
      return json(route, { login: 'writer', name: 'A Writer', avatar_url: '' });
    if (where === repoPath)
      return json(route, {
        full_name: repo,
        owner: { login: repo.split('/')[0] },
        default_branch: branch,
        permissions: { push: true, admin: false },
      });
    if (!where.startsWith(`${repoPath}/`)) {
      state.unanswered.push(`${method} ${where}`);
      return json(route, { message: 'Not Found' }, 404);
    }
    const rest = where.slice(repoPath.length + 1);
    const treeAt = /^git\/trees\/([^:]+):(.*)$/.exec(rest);
    if (method === 'GET' && treeAt && treeAt[1] === branch)
      return json(route, { sha: newSha(), tree: tree(treeAt[2], url.searchParams.get('recursive') === '1') });
    const blobAt = /^git\/blobs\/([0-9a-f]{40})$/.exec(rest);
    if (method === 'GET' && blobAt) {
      const bytes = files.get(blobAt[1]) ?? Buffer.from(state.blobs.get(blobAt[1]) ?? '');
      return json(route, {
        sha: blobAt[1],
        encoding: 'base64',
        content: bytes.toString('base64'),
        size: bytes.length,
      });
    }
    if (method === 'GET' && rest === 'commits') return json(route, []);
    // What a pull request's branch changed: the files of the last tree Decap made.
    if (method === 'GET' && /^compare\/[^.]+\.\.\.[0-9a-f]{40}$/.test(rest))
      return json(route, {
        files: (state.trees.at(-1) ?? []).map((entry) => ({
          filename: entry.path,
          sha: entry.sha,
          status: 'modified',
        })),
        commits: [],
      });
    if (method === 'GET' && rest === 'pulls')
      return json(
        route,
        state.pulls.map((pr) => ({
          number: pr.number,
          state: 'open',
          title: pr.title,
          body: pr.body,
          head: { ref: pr.head, sha: refs.get(`heads/${pr.head}`) },
          base: { ref: pr.base },
          labels: pr.labels.map((name) => ({ name })),
          user: { login: 'writer' },
          updated_at: '2026-11-28T00:00:00Z',
        })),
      );
    const refAt = /^git\/refs\/(.+)$/.exec(rest);
    if (method === 'GET' && refAt) {
      const sha = refs.get(refAt[1]);
      return sha
        ? json(route, { ref: `refs/${refAt[1]}`, object: { sha } })
        : json(route, { message: 'Not Found' }, 404);
    }
    const branchAt = /^branches\/(.+)$/.exec(rest);
    if (method === 'GET' && branchAt) {
      const sha = refs.get(`heads/${branchAt[1]}`);
      return sha
        ? json(route, { name: branchAt[1], commit: { sha, commit: { tree: { sha: newSha() } } } })
        : json(route, { message: 'Branch not found' }, 404);
    }
    if (method === 'POST' && rest === 'git/blobs') {
      const content = text('content');
      const decoded = body?.encoding === 'base64' ? Buffer.from(content, 'base64').toString('utf8') : content;
      const sha = blobSha(Buffer.from(decoded));
      state.blobs.set(sha, decoded);
      return json(route, { sha }, 201);
    }
    if (method === 'POST' && rest === 'git/trees') {
      state.trees.push(
        ((body?.tree ?? []) as { path: string; sha: string }[]).map(({ path: p, sha }) => ({ path: p, sha })),
      );
      return json(route, { sha: newSha() }, 201);
    }
    if (method === 'POST' && rest === 'git/commits')
      return json(route, { sha: newSha(), tree: { sha: body?.tree }, parents: [] }, 201);
    if (method === 'POST' && rest === 'git/refs') {
      const ref = text('ref').replace(/^refs\//, '');
      refs.set(ref, text('sha'));
      return json(route, { ref: `refs/${ref}`, object: { sha: body?.sha } }, 201);
    }
    if (method === 'PATCH' && refAt) {
      refs.set(refAt[1], text('sha'));
      return json(route, { ref: `refs/${refAt[1]}`, object: { sha: body?.sha } });
    }
    if (method === 'POST' && rest === 'pulls') {
      const pr = {
        number: state.pulls.length + 1,
        title: text('title'),
        // `owner:branch`, as GitHub takes it; a pull request's head names the branch alone.
        head: text('head').replace(/^[^:]*:/, ''),
        base: text('base'),
        body: text('body'),
        labels: [] as string[],
      };
      state.pulls.push(pr);
      return json(
        route,
        {
          ...pr,
          labels: [],
          head: { ref: pr.head, sha: refs.get(`heads/${pr.head}`) },
          base: { ref: pr.base },
        },
        201,
      );
    }
    const labelsOf = /^issues\/(\d+)\/labels$/.exec(rest);
    if (labelsOf && (method === 'PUT' || method === 'POST')) {
      const pr = state.pulls.find((p) => p.number === Number(labelsOf[1]));
      const names = ((body?.labels ?? []) as (string | { name: string })[]).map((l) =>
        typeof l === 'string' ? l : l.name,
      );
      if (pr) pr.labels = method === 'PUT' ? names : [...pr.labels, ...names];
      return json(
        route,
        names.map((name) => ({ name })),
      );
    }
    state.unanswered.push(`${method} ${where}`);
    return json(route, { message: 'Not Found' }, 404);
  });
  return state;
}
