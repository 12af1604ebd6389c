import { contagem, formatarCpfCnpj } from '@mascate/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { banco } from '../banco.ts';
import { buscarClientes, textoDeBusca } from '../busca.ts';
import { ir } from '../rota.ts';
import { CampoBusca } from './CampoBusca.tsx';

/** Search without accents by name, trade name, document or city, over the slice in memory. */
export function Clientes() {
  const [termo, setTermo] = useState('');
  const todos = useLiveQuery(() => banco.clientes.toArray(), []);
  const indexados = useMemo(
    () =>
      (todos ?? [])
        .map((c) => ({ ...c, busca: textoDeBusca(c) }))
        .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    [todos],
  );
  const achados = useMemo(() => buscarClientes(indexados, termo), [indexados, termo]);
  return (
    <section>
      <h1>Clientes</h1>
      <CampoBusca
        rotulo="Buscar cliente"
        dica="Nome, fantasia, CNPJ/CPF ou cidade"
        valor={termo}
        mudar={setTermo}
      />
      <p className="resumo">
        {achados.length} de {contagem(indexados.length, 'cliente', 'clientes')}
      </p>
      <ul className="lista">
        {achados.map((c) => (
          <li key={c.id}>
            <button type="button" onClick={() => ir('cliente', c.id)}>
              <span className="nome">{c.nome}</span>
              <span className="detalhe">
                {[c.apelido, formatarCpfCnpj(c.cnpj_cpf), c.cidade].filter(Boolean).join(' · ')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
