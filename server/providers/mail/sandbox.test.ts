import { describe, expect, it } from 'vitest';
import { maskEmail, SandboxMailProvider } from './sandbox';

const mail = {
  to: 'Parent@Example.com',
  subject: '您的电子保单 PL1',
  text: '附件为您的电子保单',
  attachments: [{ filename: 'PL1.pdf', contentType: 'application/pdf', content: new Uint8Array(2048) }],
};

describe('the sandbox mail provider', () => {
  it('in development: logs the mail and keeps it in the inbox (address case-insensitive), newest first, attachments by size', async () => {
    const lines: string[] = [];
    const sandbox = new SandboxMailProvider(
      (line) => lines.push(line),
      () => new Date('2026-11-22T08:00:00Z'),
    );
    await sandbox.send(mail);
    await sandbox.send({ ...mail, subject: 'second' });
    const inbox = sandbox.latest('parent@example.com');
    expect(inbox.map((m) => m.subject)).toEqual(['second', '您的电子保单 PL1']);
    expect(inbox[1]).toEqual({
      to: 'parent@example.com',
      subject: '您的电子保单 PL1',
      text: '附件为您的电子保单',
      attachments: [{ filename: 'PL1.pdf', contentType: 'application/pdf', size: 2048 }],
      sentAt: '2026-11-22T08:00:00.000Z',
    });
    expect(lines[0]).toContain('parent@example.com');
  });

  it('in production: keeps nothing and logs only a masked address', async () => {
    const lines: string[] = [];
    const production = new SandboxMailProvider(
      (line) => lines.push(line),
      () => new Date(),
      false,
    );
    await production.send(mail);
    expect(production.latest('parent@example.com')).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('Parent@');
    expect(lines[0]).toContain('P***@Example.com');
    expect(maskEmail('nobody')).toBe('***');
  });
});
