// `npm run sandbox:reset`: deletes the sandbox database (with its WAL files) and creates it seeded.
import fs from 'node:fs';
import { openSandboxDatabase } from './app';
import { sandboxConfig } from './config';

const file = sandboxConfig.databaseFile;
for (const path of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(path, { force: true });
const db = openSandboxDatabase(file);
db.close();
console.log(`[sandbox] reset ${file}`);
