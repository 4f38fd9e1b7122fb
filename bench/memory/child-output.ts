// A bench's child started the way the service is (scripts/serve.sh, so with the service's
// flags and memory settings), running a TypeScript entry: what it printed, once it ended well.
import { spawnService } from '../../scripts/built-service';

export function childOutput(
  entry: string,
  env: NodeJS.ProcessEnv,
  nodeFlags: string[] = [],
): Promise<string> {
  const child = spawnService({
    env,
    nodeFlags: ['--import', 'tsx', ...nodeFlags],
    entry,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve(printed) : reject(new Error(`${entry} ended with ${code}`)),
    );
  });
}
