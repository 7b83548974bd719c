// The end-to-end tests drive Debian's Chromium; say how to get it instead of failing obscurely.
import fs from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(path)) {
  console.error(
    `Chromium not found at ${path}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
