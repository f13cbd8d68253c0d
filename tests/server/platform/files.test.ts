import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/accounts';
import {
  gatewayBackends,
  START_TIMEOUT_MS,
  startGateway,
  type StartedGateway,
} from '../helpers/start-gateway';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

describe.each(gatewayBackends())('file upload and documents ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let parent: string;
  let second: string;
  beforeAll(async () => {
    gw = await startGateway({ databaseUrl });
    parent = (await loginAs(gw.url, 'parent')).token;
    second = (await loginAs(gw.url, 'secondParent')).token;
  }, START_TIMEOUT_MS);
  afterAll(() => gw?.close());

  const upload = async (token: string, content: Buffer, name = 'avatar.png', field = 'file') => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(content)], { type: 'image/png' }), name);
    const response = await fetch(`${gw.url}/_gw/user-svc/api/file`, {
      method: 'POST',
      headers: token ? { authorization: token } : {},
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        code: string;
        msg: string;
        data?: { fileId: string; fileUrl: string; mimeType: string; fileName: string };
      },
    };
  };

  it('stores an image for its owner only, and lists it among the documents', async () => {
    const answer = await upload(parent, PNG, '../../etc/头像.png');
    expect(answer.body.code).toBe('0000');
    expect(answer.body.data).toMatchObject({ mimeType: 'image/png', fileName: '头像.png' });
    const url = answer.body.data?.fileUrl ?? '';
    const own = await fetch(gw.url + url, { headers: { authorization: parent } });
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(PNG)).toBe(true);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect((await call(gw.url, url, { token: second })).body.code).toBe('4040');
    const docs = await call(gw.url, '/user-svc/api/v1/queryDocuments?userCode=U20260000001', {
      token: parent,
    });
    expect(docs.body.data.list.map((d: { fileId: string }) => d.fileId)).toContain(answer.body.data?.fileId);
    expect(
      (await call(gw.url, '/user-svc/api/v1/queryDocuments?userCode=U20260000001', { token: second })).body
        .code,
    ).toBe('4040');
  });

  it('sets an uploaded image as the avatar; another user’s file is refused', async () => {
    const mine = (await upload(parent, PNG)).body.data?.fileUrl ?? '';
    const saved = await call(gw.url, '/user-svc/api/v1/user/userInfo', {
      token: parent,
      body: { userCode: 'U20260000001', imgUrl: mine },
    });
    expect(saved.body.data.imgUrl).toBe(mine);
    const theirs = (await upload(second, PNG)).body.data?.fileUrl ?? '';
    const refused = await call(gw.url, '/user-svc/api/v1/user/userInfo', {
      token: parent,
      body: { userCode: 'U20260000001', imgUrl: theirs },
    });
    expect(refused.body).toEqual({ code: '4040', msg: '文件不存在' });
  });

  it('refuses anonymous uploads, other content and files over 2 MB', async () => {
    expect((await upload('', PNG)).body.code).toBe('406');
    const html = await upload(parent, Buffer.from('<html><script>alert(1)</script></html>'), 'x.png');
    expect(html.status).toBe(415);
    expect(html.body.msg).toBe('仅支持 JPG、PNG、GIF、WebP 图片或 PDF 文件');
    const big = await upload(parent, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.msg).toBe('文件不能超过2MB');
    const wrongField = await upload(parent, PNG, 'a.png', 'avatar');
    expect(wrongField.body.msg).toBe('请选择要上传的文件');
  });
});
