import { describe, expect, it } from 'vitest';
import { resolvePdfUrl } from './pdfUrl';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const origin = 'http://127.0.0.1:18380';

describe('/pdf?url= (Base64): only same-origin or gateway http(s) URLs load', () => {
  it.each([
    ['/_gw/pol-svc/ePolicy/PL1', `${origin}/_gw/pol-svc/ePolicy/PL1`],
    [`${origin}/files/a.pdf`, `${origin}/files/a.pdf`],
    ['/_gw/edu-svc/api/get_img?f=合同.pdf', `${origin}/_gw/edu-svc/api/get_img?f=%E5%90%88%E5%90%8C.pdf`],
  ])('loads %s', (url, expected) => {
    expect(resolvePdfUrl(b64(url), origin, '/_gw')).toEqual({ ok: true, url: expected });
  });

  it('allows an absolute gateway on another origin only under its prefix', () => {
    expect(resolvePdfUrl(b64('https://gw.example/_gw/a.pdf'), origin, 'https://gw.example/_gw').ok).toBe(
      true,
    );
    expect(resolvePdfUrl(b64('https://gw.example/other/a.pdf'), origin, 'https://gw.example/_gw')).toEqual({
      ok: false,
      reason: 'notAllowed',
    });
  });

  it.each([
    'https://evil.example/a.pdf',
    '//evil.example/a.pdf',
    'javascript:alert(1)',
    'data:application/pdf;base64,AAAA',
    'file:///etc/passwd',
    `http://user:pw@127.0.0.1:18380/a.pdf`,
  ])('refuses %s', (url) =>
    expect(resolvePdfUrl(b64(url), origin, '/_gw')).toEqual({ ok: false, reason: 'notAllowed' }),
  );

  it('refuses a missing or malformed value', () => {
    expect(resolvePdfUrl(null, origin, '/_gw')).toEqual({ ok: false, reason: 'missing' });
    expect(resolvePdfUrl('%%%not base64', origin, '/_gw')).toEqual({ ok: false, reason: 'badEncoding' });
  });
});
