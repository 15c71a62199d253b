/**
 * When the brand assets host (assets.rspack.rs) cannot be resolved from this
 * machine, Lighthouse would count every failed logo as a console error. For
 * the audit only, Chromium is pointed at a local HTTPS stand-in that answers
 * every asset path with a small image, so that the scores measure the site and
 * not the machine's network. The audit says so when it happens.
 */
import { execFileSync } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { mkdtempSync, readFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

export const ASSETS_HOST = 'assets.rspack.rs';

export async function hostResolves(host: string): Promise<boolean> {
  try {
    await lookup(host);
    return true;
  } catch {
    return false;
  }
}

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ff5e00"/></svg>';

/** A square, single-colour PNG as large as the largest real logo (480 px), so image sizing is judged as online. */
function solidPng(size: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0xff)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = solidPng(480);

/** Starts the stand-in; returns the Chromium flags that route the host to it, and a stop function. */
export async function startAssetHostStandIn(): Promise<{ flags: string[]; stop: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'asset-stand-in-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      `/CN=${ASSETS_HOST}`,
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
    ],
    { stdio: 'ignore' },
  );
  const server = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const png = req.url?.endsWith('.png');
    res.writeHead(200, {
      'content-type': png ? 'image/png' : 'image/svg+xml',
      'access-control-allow-origin': '*',
      'cache-control': 'max-age=3600',
    });
    res.end(png ? PNG : SVG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    flags: [`--host-resolver-rules=MAP ${ASSETS_HOST} 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    stop: () => server.close(),
  };
}
