// Debian's Chromium, never a downloaded browser (DESIGN.md, section 8), with the flags this closed network
// needs; shared by the Playwright config and bench/web.ts.
export const CHROMIUM_DEBIAN = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
