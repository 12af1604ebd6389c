import { zodResolver } from '@hookform/resolvers/zod';
import { type MotivoNaoVenda, motivoNaoVendaSchema } from '@mascate/domain';
import { useForm } from 'react-hook-form';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { DialogoFormulario } from '../../../ui/form/DialogoFormulario.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { useAlterarMotivo } from '../api/consultas.ts';

/** Renames a reason for no sale, with the same form and checks as creating one (motivosnaovenda/update). */
export function RenomearMotivo({
  motivo,
  fechar,
  alterado,
}: {
  motivo: MotivoNaoVenda;
  fechar: () => void;
  alterado: (mensagem: string) => void;
}) {
  const alertar = useAlertaErro();
  const alterar = useAlterarMotivo();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(motivoNaoVendaSchema),
    defaultValues: { descricao: motivo.descricao },
  });
  const enviar = ({ descricao }: { descricao: string }) => {
    if (descricao === motivo.descricao) return fechar();
    alterar.mutate(
      { id: motivo.id, descricao },
      {
        onSuccess: (r) => alterado(r.retorno?.mensagem ?? 'Motivo alterado com sucesso!'),
        onError: (e) => alertar(e.message),
      },
    );
  };
  return (
    <DialogoFormulario
      titulo="Alterar motivo de não venda"
      enviar="Salvar"
      enviando={alterar.isPending}
      onSubmit={handleSubmit(enviar, (e) => alertar(primeiraMensagem(e)))}
      fechar={fechar}
    >
      <CampoTexto control={control} name="descricao" label="Descrição do motivo" max={100} autoFocus />
    </DialogoFormulario>
  );
}
