/**
 * `npm run dev`: the Vite dev server (hot reload, http://localhost:5173) and, unless GATEWAY_URL
 * points at another gateway, the reference gateway beside it (restarted on server changes, on
 * PORT 8080 with the embedded database in ./data). Each line of output is prefixed with its
 * source; Ctrl-C or either process ending stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const own = !process.env.GATEWAY_URL;
const children: ChildProcess[] = [];

function run(name: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const child = spawn('npx', args, { env: { ...process.env, ...env }, stdio: ['inherit', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer, out: NodeJS.WriteStream) => {
    for (const line of chunk.toString().split(/\r?\n/)) if (line) out.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on('data', (c: Buffer) => prefix(c, process.stdout));
  child.stderr?.on('data', (c: Buffer) => prefix(c, process.stderr));
  child.on('exit', (code) => {
    console.log(`[dev] ${name} stopped (exit ${code ?? 'signal'}); stopping the rest`);
    stop(code ?? 1);
  });
  children.push(child);
}

function stop(code: number): never {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

if (own) run('gateway', ['tsx', 'watch', 'server/main.ts']);
else console.log(`[dev] using the gateway at ${process.env.GATEWAY_URL}`);
run('app', ['vite'], own ? { GATEWAY_URL: `http://127.0.0.1:${process.env.PORT ?? 8080}` } : {});
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
