import { describe, expect, it } from 'vitest';
import { jsapiSignature } from './signature';

describe('jsapi share signature', () => {
  it('matches the messaging platform documentation example', () => {
    // Example from the official JS-SDK documentation (appendix 1: signature algorithm).
    const signature = jsapiSignature(
      'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      'Wm3WZYTPz0wzccnW',
      1414587457,
      'http://mp.weixin.qq.com?params=value',
    );
    expect(signature).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
  it('ignores the #fragment of the page url', () => {
    const a = jsapiSignature('t', 'n', 1, 'https://x.test/app/?a=1#/insure');
    const b = jsapiSignature('t', 'n', 1, 'https://x.test/app/?a=1');
    expect(a).toBe(b);
  });
});
