// Lighthouse 12 (its default: the mobile preset, a mid-range phone on throttled 4G) on Debian's Chromium,
// per page: Performance, Accessibility, Best Practices, the JavaScript transferred (compressed, as it
// crossed the wire) and the machine's load average when the page was measured (2 shared cores: the
// scores move with the load). Every page starts cold: the HTTP cache, the service worker and its cache
// are cleared before each run; the session (localStorage) is kept, so the signed-in pages are measured.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_DEBIAN } from '../e2e/support/chromium.ts';

export type PaginaLighthouse = {
  nome: string;
  caminho: string;
  /** localStorage keys the page reads its session from (none: signed out). */
  sessao?: Record<string, string>;
};

type Item = { resourceType?: string; transferSize?: number; url?: string };

const carga = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?';
const nota = (v: number | null | undefined) =>
  v === null || v === undefined ? '?' : String(Math.round(v * 100));
const kb = (b: number) =>
  (b / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export async function tabelaLighthouse(base: string, paginas: PaginaLighthouse[], portaCdp: number) {
  const perfil = mkdtempSync(join(tmpdir(), 'mascate-lighthouse-'));
  const contexto = await chromium.launchPersistentContext(perfil, {
    ...CHROMIUM_DEBIAN,
    args: [...CHROMIUM_DEBIAN.args, `--remote-debugging-port=${portaCdp}`],
  });
  console.log('\nLighthouse 12.2.3, preset móvel (Chromium do Debian)\n');
  console.log(
    '| página | Performance | Acessibilidade | Boas práticas | JS transferido (kB) | FCP | LCP | TBT | load average |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  try {
    const pagina = contexto.pages()[0] ?? (await contexto.newPage());
    const cdp = await contexto.newCDPSession(pagina);
    for (const p of paginas) {
      // The session for this page, set on the origin; everything else of a previous page goes.
      await pagina.goto(`${base}/robots.txt`);
      await pagina.evaluate((s) => {
        const armazenamento = (globalThis as unknown as { localStorage: Storage }).localStorage;
        armazenamento.clear();
        for (const [k, v] of Object.entries(s)) armazenamento.setItem(k, v);
      }, p.sessao ?? {});
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: base,
        storageTypes: 'service_workers,cache_storage,indexeddb',
      });
      const antes = carga();
      const r = await lighthouse(`${base}${p.caminho}`, {
        port: portaCdp,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // The storage keeps the session; the caches were cleared above.
        disableStorageReset: true,
      });
      const lhr = r?.lhr;
      if (!lhr) throw new Error(`Lighthouse não mediu ${p.caminho}`);
      const itens = (
        (lhr.audits['network-requests']?.details as { items?: Item[] } | undefined)?.items ?? []
      ).filter((i) => i.resourceType === 'Script');
      const js = itens.reduce((s, i) => s + (i.transferSize ?? 0), 0);
      const ms = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      console.log(
        `| ${p.nome} (\`${p.caminho}\`) | ${nota(lhr.categories.performance?.score)} | ${nota(lhr.categories.accessibility?.score)} | ${nota(lhr.categories['best-practices']?.score)} | ${kb(js)} (${itens.length} arquivos) | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} | ${antes} / ${carga()} |`,
      );
    }
  } finally {
    await contexto.close();
    rmSync(perfil, { recursive: true, force: true });
  }
}
