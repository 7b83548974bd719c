import {chromium} from 'playwright-core';
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu']});
const p = await b.newPage();
p.on('response', r => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()); });
p.on('console', m => { if (m.type()==='error') console.log('ERR', m.text()); });
await p.goto('http://127.0.0.1:3921/reference/javascript/select', {waitUntil: 'load'});
await p.waitForTimeout(3000);
await b.close();
