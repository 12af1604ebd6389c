import { contagemAte, PAGINAS_CONTADAS } from '@mascate/domain';
import { describe, expect, it } from 'vitest';
import { padroesBusca, paginar } from './paginar.ts';

/** A list of `n` rows behind `paginar`, recording whether the count query ran. */
function lista(n: number) {
  const linhas = Array.from({ length: n }, (_, i) => i + 1);
  const chamadas = { contar: 0 };
  const pagina = async (limite: number | undefined, deslocamento: number) =>
    limite === undefined ? linhas : linhas.slice(deslocamento, deslocamento + limite);
  const contar = async (ate: number | undefined) => {
    chamadas.contar += 1;
    return Math.min(linhas.length, ate ?? Number.POSITIVE_INFINITY);
  };
  return { pagina, contar, chamadas };
}

describe('paginar', () => {
  it.each([
    // [rows, limite, deslocamento, total answered, count query ran]
    [0, 10, 0, 0, false],
    [3, 10, 0, 3, false],
    [10, 10, 0, 10, true],
    [25, 10, 0, 25, true],
    [25, 10, 10, 25, true],
    [25, 10, 20, 25, false],
    [25, 10, 30, 25, true],
    [20, 10, 20, 20, true],
  ])(
    '%i linhas, limite %i, deslocamento %i: total %i (contou: %s)',
    async (n, limite, deslocamento, total, contou) => {
      const l = lista(n);
      const r = await paginar({ limite, deslocamento }, l.pagina, l.contar);
      expect(r.total).toBe(total);
      expect(r.linhas).toEqual(
        Array.from({ length: n }, (_, i) => i + 1).slice(deslocamento, deslocamento + limite),
      );
      expect(l.chamadas.contar > 0).toBe(contou);
    },
  );

  it('contar_total 0 não conta nem responde total; sem limite responde tudo sem total', async () => {
    const l = lista(25);
    expect(await paginar({ limite: 10, contar_total: 0 }, l.pagina, l.contar)).toEqual({
      linhas: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    });
    expect((await paginar({}, l.pagina, l.contar)).linhas).toHaveLength(25);
    expect(l.chamadas.contar).toBe(0);
  });

  it('o total deduzido da página é sempre o da contagem, exata ou até o limite', async () => {
    for (let n = 0; n <= 23; n++) {
      for (const limite of [1, 2, 5, 10]) {
        for (let deslocamento = 0; deslocamento <= 25; deslocamento += 5) {
          const l = lista(n);
          const exata = await paginar({ limite, deslocamento, total_exato: 1 }, l.pagina, l.contar);
          expect(exata.total).toBe(n);
          const teto = contagemAte(deslocamento, limite);
          const limitada = await paginar({ limite, deslocamento }, l.pagina, l.contar);
          expect(limitada.total).toBe(Math.min(n, teto));
          expect(limitada.total_limitado === true).toBe(n > teto);
        }
      }
    }
  });
  it('uma página que olha adiante conta na mesma leitura: o mesmo total, sem a consulta de contagem', async () => {
    for (let n = 0; n <= 130; n += 7) {
      for (const deslocamento of [0, 10, 60, 120, 140]) {
        const l = lista(n);
        const olhando = async (limite: number | undefined, d: number, alem: number | undefined) => {
          const linhas = await l.pagina(limite, d);
          return alem === undefined ? linhas : { linhas, vistas: Math.max(0, Math.min(n - d, alem)) };
        };
        const contagens = l.chamadas.contar;
        const r = await paginar({ limite: 10, deslocamento }, olhando, l.contar);
        const teto = contagemAte(deslocamento, 10);
        expect(r.total).toBe(Math.min(n, teto));
        expect(r.total_limitado === true).toBe(n > teto);
        // Only a page past the end (nothing seen) falls back to the count query.
        expect(l.chamadas.contar > contagens).toBe(deslocamento >= n && deslocamento > 0);
      }
    }
  });
});

describe('padrões de busca', () => {
  it('% e _ do usuário valem literalmente', () => {
    expect(padroesBusca(' 50%_a ')).toEqual(['%50\\%\\_a%']);
    expect(padroesBusca('  ')).toBeUndefined();
  });

  it('uma condição por palavra, dobrada, sem repetidas nem contidas em outra, a mais longa primeiro', () => {
    expect(padroesBusca('São sao JOSÉ s açougue')).toEqual(['%acougue%', '%jose%', '%sao%']);
    expect(padroesBusca('conceicao joao')).toEqual(['%conceicao%', '%joao%']);
  });

  it('a contagem para dez páginas adiante e diz que há mais; total_exato conta tudo', async () => {
    const l = lista(500);
    expect(await paginar({ limite: 10 }, l.pagina, l.contar)).toMatchObject({
      total: 10 * PAGINAS_CONTADAS,
      total_limitado: true,
    });
    const exato = await paginar({ limite: 10, total_exato: 1 }, l.pagina, l.contar);
    expect(exato.total).toBe(500);
    expect(exato.total_limitado).toBeUndefined();
  });

  it.each([
    // [rows, limite, deslocamento, total, limitado]
    [100, 10, 0, 100, false],
    [101, 10, 0, 100, true],
    [5000, 100, 0, 1000, true],
    // Counted from the page's own start: the total is never below the rows shown.
    [5000, 10, 300, 400, true],
    [400, 10, 300, 400, false],
    [401, 25, 300, 401, false],
  ])(
    '%i linhas, limite %i, deslocamento %i: total %i (limitado: %s)',
    async (n, limite, deslocamento, total, limitado) => {
      const l = lista(n);
      const r = await paginar({ limite, deslocamento }, l.pagina, l.contar);
      expect(r.total).toBe(total);
      expect(r.total_limitado === true).toBe(limitado);
      expect(contagemAte(deslocamento, limite)).toBe(deslocamento + limite * PAGINAS_CONTADAS);
    },
  );
});
