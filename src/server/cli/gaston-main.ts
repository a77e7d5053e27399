/** Entry point of `gaston` (bin/gaston.mjs): runs the command line, exits with its code. */
import { runGaston } from './gaston';

const code = await runGaston(process.argv.slice(2), { out: (t) => console.log(t), err: (t) => console.error(t) });
process.exit(code);
