/** The project folder (the one with package.json), for the scripts and the tests. */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
