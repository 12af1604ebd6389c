import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ClienteCorpo,
  type ClienteEntrada,
  clienteSchema,
  INDICADORES_CONTRIBUINTE,
  NOMES_CONTRIBUINTE,
} from '@mascate/domain';
import { Button, Grid } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoMoedaTexto } from '../../../ui/form/CampoMoeda.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import { CamposEndereco } from '../../../ui/form/CamposEndereco.tsx';
import { CelulaDocumento, CelulaTelefone } from '../../../ui/form/CelulasContato.tsx';
import { CelulaTexto } from '../../../ui/form/CelulaTexto.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { TelaFormulario } from '../../../ui/form/TelaFormulario.tsx';
import { useRotasParaSelecao } from '../../rotas/api/consultas.ts';
import { CampoTabelaPreco } from '../../tabelas-precos/components/CampoTabelaPreco.tsx';

type Props = {
  titulo: string;
  botao: string;
  inicial?: ClienteEntrada;
  pendente: boolean;
  enviar: (d: ClienteCorpo) => void;
};

const VAZIO: ClienteEntrada = {
  rota_id: 0,
  nome: '',
  apelido: '',
  logradouro: '',
  numero: '',
  cep: '',
  bairro: '',
  complemento: '',
  cidade: '',
  uf: '',
  email: '',
  fone1: '',
  cnpj_cpf: '',
  ie_rg: '',
  tabela_preco_id: 0,
  limite_credito: '',
  latitude: '',
  longitude: '',
  // Issue 48: a new customer is not a contribuinte until the IE says otherwise (the register's default).
  contribuinte_icms: 9,
};

const CONTRIBUINTE = INDICADORES_CONTRIBUINTE.map((valor) => ({
  valor,
  rotulo: `${valor} - ${NOMES_CONTRIBUINTE[valor]}`,
}));

/** Register and edit share this form; only the title, button and initial values differ. */
export function FormularioCliente({ titulo, botao, inicial, pendente, enviar }: Props) {
  const alertar = useAlertaErro();
  const rotas = useRotasParaSelecao();
  const { control, handleSubmit, reset, setValue, getValues } = useForm<
    ClienteEntrada,
    unknown,
    ClienteCorpo
  >({
    resolver: zodResolver(clienteSchema),
    defaultValues: VAZIO,
  });
  useEffect(() => {
    // Issue 30: the limit is typed as text (R$, decimal comma); empty is no limit.
    if (inicial)
      reset({
        ...VAZIO,
        ...inicial,
        limite_credito:
          inicial.limite_credito === null || inicial.limite_credito === undefined
            ? ''
            : String(inicial.limite_credito).replace('.', ','),
      });
  }, [inicial, reset]);
  // The spec's order: required fields first, then the document check.
  const aoEnviar = handleSubmit(enviar, (e) =>
    alertar(primeiraMensagem(e, ['nome', 'cnpj_cpf', 'contribuinte_icms'])),
  );
  const opcoesRota = [
    { valor: 0, rotulo: 'Nenhuma' },
    ...(rotas.data ?? []).map((r) => ({ valor: r.id, rotulo: r.nome })),
  ];

  return (
    <TelaFormulario titulo={titulo} largura={960} onSubmit={aoEnviar}>
      <Grid container spacing={2}>
        <CelulaTexto control={control} name="nome" label="Razão social*" max={150} />
        <CelulaTexto control={control} name="apelido" label="Nome fantasia" max={150} />
        <CamposEndereco form={{ control, setValue, getValues }} telefone="fone1" />
        <CelulaTexto control={control} name="email" label="Email" max={150} />
        <CelulaTelefone control={control} name="fone1" label="Telefone" />
        <CelulaDocumento control={control} name="cnpj_cpf" label="CPF/CNPJ*" />
        <CelulaTexto control={control} name="ie_rg" label="IE/RG" max={20} />
        {/* Issue 48: with the address's UF, what the order's ICMS and ST follow (docs/impostos.md). */}
        <Grid size={{ xs: 12, md: 6 }}>
          <CampoSelecao
            control={control}
            name="contribuinte_icms"
            label="Contribuinte do ICMS"
            fullWidth
            opcoes={CONTRIBUINTE}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CampoSelecao control={control} name="rota_id" label="Rota" fullWidth opcoes={opcoesRota} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CampoTabelaPreco control={control} name="tabela_preco_id" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CampoMoedaTexto
            control={control}
            name="limite_credito"
            label="Limite de crédito (R$, vazio = sem limite)"
            fullWidth
          />
        </Grid>
        {/* Issue 28: the customer's place, to tell a visit at it from one elsewhere. */}
        <CelulaTexto control={control} name="latitude" label="Latitude" max={12} />
        <CelulaTexto control={control} name="longitude" label="Longitude" max={12} />
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" disabled={pendente}>
            {botao}
          </Button>
        </Grid>
      </Grid>
    </TelaFormulario>
  );
}
