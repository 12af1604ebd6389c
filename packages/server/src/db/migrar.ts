import { readdirSync, readFileSync } from 'node:fs';
import type { Banco } from './banco.ts';

const pasta = new URL('./migrations/', import.meta.url);

/** Applies the SQL files of db/migrations in name order, each once, each in its own transaction. */
export async function migrar(banco: Banco): Promise<string[]> {
  await banco.executarScript(
    'CREATE TABLE IF NOT EXISTS migracoes (nome text PRIMARY KEY, aplicada_em timestamptz NOT NULL DEFAULT now())',
  );
  const arquivos = readdirSync(pasta)
    .filter((n) => n.endsWith('.sql'))
    .sort();
  const aplicadas: string[] = [];
  for (const nome of arquivos) {
    const sql = readFileSync(new URL(nome, pasta), 'utf8');
    const nomeSql = nome.replaceAll("'", "''");
    // The advisory lock makes two servers starting together against one database apply each file once.
    await banco
      .executarScript(`BEGIN;
SELECT pg_advisory_xact_lock(727274);
DO $mig$ BEGIN
  IF EXISTS (SELECT 1 FROM migracoes WHERE nome = '${nomeSql}') THEN
    RAISE EXCEPTION 'ja_aplicada';
  END IF;
END $mig$;
${sql}
INSERT INTO migracoes (nome) VALUES ('${nomeSql}');
COMMIT;`)
      .then(
        () => aplicadas.push(nome),
        async (erro: unknown) => {
          await banco.executarScript('ROLLBACK').catch(() => undefined);
          if (!(erro instanceof Error && erro.message.includes('ja_aplicada'))) throw erro;
        },
      );
  }
  return aplicadas;
}
