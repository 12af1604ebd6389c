import { zodResolver } from '@hookform/resolvers/zod';
import {
  hojeSaoPaulo,
  RESULTADOS_VISITA,
  ROTULO_RESULTADO,
  type VisitaCorpo,
  type VisitaEscritorioEntrada,
  visitaEscritorioSchema,
} from '@mascate/domain';
import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoData } from '../../../ui/form/CampoData.tsx';
import { CampoEscolha } from '../../../ui/form/CampoEscolha.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { DialogoFormulario } from '../../../ui/form/DialogoFormulario.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { SeletorCliente } from '../../clientes/components/SeletorCliente.tsx';
import { CampoRepresentante } from '../../representantes/components/CampoRepresentante.tsx';
import { opcoesVisitas, useRegistrarVisita } from '../api/consultas.ts';

const RESULTADOS = [
  { valor: '', rotulo: 'Não informado' },
  ...RESULTADOS_VISITA.map((r) => ({ valor: r, rotulo: ROTULO_RESULTADO[r] })),
];

type Props = { fechar: () => void; registrada: (mensagem: string) => void };

/** A visit recorded in the office (origem 'escritorio'): the same call and rules as the field app's. */
export function RegistrarVisita({ fechar, registrada }: Props) {
  const alertar = useAlertaErro();
  const [cliente, setCliente] = useState('');
  const [escolhendo, setEscolhendo] = useState(false);
  const motivos = useQuery(opcoesVisitas.motivos());
  const gravar = useRegistrarVisita();
  const agora = new Date().toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo' }).slice(0, 5);
  const { control, handleSubmit, setValue } = useForm<VisitaEscritorioEntrada, unknown, VisitaCorpo>({
    resolver: zodResolver(visitaEscritorioSchema),
    defaultValues: {
      cliente_id: 0,
      representante_id: 0,
      dia: hojeSaoPaulo(),
      hora: agora,
      resultado: '',
      motivo_id: '',
      pedido_id: '',
      obs: '',
    },
  });
  const resultado = useWatch({ control, name: 'resultado' });
  const enviar = (corpo: VisitaCorpo) =>
    gravar.mutate(corpo, {
      onSuccess: (r) => registrada(r.retorno?.mensagem ?? 'Visita registrada com sucesso!'),
    });
  return (
    <DialogoFormulario
      titulo="Registrar visita"
      fechar={fechar}
      onSubmit={handleSubmit(enviar, (e) => alertar(primeiraMensagem(e)))}
      enviar="Registrar"
      enviando={gravar.isPending}
      sobre={
        <SeletorCliente
          aberto={escolhendo}
          onFechar={() => setEscolhendo(false)}
          onSelecionar={(c) => {
            setCliente(c.apelido || c.nome);
            setValue('cliente_id', c.id, { shouldValidate: true });
          }}
        />
      }
    >
      <CampoEscolha
        control={control}
        name="cliente_id"
        label="Cliente"
        texto={cliente}
        abrir={() => setEscolhendo(true)}
      />
      <CampoRepresentante control={control} name="representante_id" />
      <Stack direction="row" spacing={2}>
        <CampoData control={control} name="dia" label="Data da visita" />
        <CampoTexto control={control} name="hora" label="Hora" max={5} sx={{ width: 110 }} />
      </Stack>
      <CampoSelecao control={control} name="resultado" label="Resultado" opcoes={RESULTADOS} />
      {resultado === 'sem_venda' && (
        <CampoSelecao
          control={control}
          name="motivo_id"
          label="Motivo da não venda"
          opcoes={(motivos.data ?? []).map((m) => ({ valor: m.id, rotulo: m.descricao }))}
        />
      )}
      {resultado === 'pedido' && (
        <CampoTexto control={control} name="pedido_id" label="Código do pedido" max={10} />
      )}
      <CampoTexto control={control} name="obs" label="Observação" max={1000} multiline minRows={2} />
    </DialogoFormulario>
  );
}
