import { type Cliente, formatarCpfCnpj } from '@mascate/domain';
import { useQuery } from '@tanstack/react-query';
import { DialogoPesquisa, useBusca } from '../../../ui/DialogoPesquisa.tsx';
import { useAtrasado } from '../../../ui/useAtrasado.ts';
import { clientesConsultas } from '../api/consultas.ts';

export type ClienteEscolhido = Pick<Cliente, 'id' | 'nome' | 'apelido' | 'cnpj_cpf' | 'rota_id'>;

type Props = {
  aberto: boolean;
  onFechar: () => void;
  onSelecionar: (c: ClienteEscolhido) => void;
  /** Opened by typing in the field: the search starts with what was typed. */
  buscaInicial?: string;
};

/** The order screen's customer picker: name, trade name or document, searched on the server. */
export function SeletorCliente({ aberto, onFechar, onSelecionar, buscaInicial }: Props) {
  const pesquisa = useBusca(aberto, buscaInicial);
  const buscaAtrasada = useAtrasado(pesquisa.busca.trim());
  const consulta = useQuery({ ...clientesConsultas.pesquisa(buscaAtrasada), enabled: aberto });
  return (
    <DialogoPesquisa
      aberto={aberto}
      onFechar={onFechar}
      titulo="Selecionar Cliente"
      item="cliente"
      placeholder="Razão social, nome fantasia ou CPF/CNPJ"
      {...pesquisa}
      itens={consulta.data?.registros ?? []}
      carregando={consulta.isFetching}
      respondeu={consulta.isSuccess}
      chave={(c) => c.id}
      primario={(c) => (c.apelido ? `${c.nome} (${c.apelido})` : c.nome)}
      secundario={(c) => formatarCpfCnpj(c.cnpj_cpf)}
      escolher={({ id, nome, apelido, cnpj_cpf, rota_id }) => {
        onSelecionar({ id, nome, apelido, cnpj_cpf, rota_id });
        onFechar();
      }}
    />
  );
}
