const { chromium, devices } = require('@playwright/test');
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const ctx = await b.newContext({ ...devices['Moto G4'], });
  const p = await ctx.newPage();
  await p.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ v: e.value, t: e.startTime, src: (e.sources || []).map((s) => (s.node ? (s.node.outerHTML || s.node.nodeName).slice(0, 200) : '?') + ' ' + JSON.stringify(s.previousRect) + '→' + JSON.stringify(s.currentRect)) }); }).observe({ type: 'layout-shift', buffered: true });
  });
  await p.goto('http://127.0.0.1:4321' + process.argv[2], { waitUntil: 'networkidle' });
  await p.waitForTimeout(1500);
  console.log(JSON.stringify(await p.evaluate(() => window.__shifts), null, 1));
  await b.close();
})();
