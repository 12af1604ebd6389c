import { zodResolver } from '@hookform/resolvers/zod';
import { type JuntarContas as DadosJuntar, juntarContasSchema, MSG } from '@mascate/domain';
import { Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { gravarEmpresas, useSessao } from '../../../sessao/sessao.ts';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';
import { DialogoFormulario } from '../../../ui/form/DialogoFormulario.tsx';
import { primeiraMensagem } from '../../../ui/form/erros.ts';
import { acessoConsultas } from '../api/consultas.ts';
import { CampoSenha } from './CampoSenha.tsx';

/**
 * "Juntar contas" (issue 51): the password of another account with the signed-in e-mail (accounts of two
 * companies made before one sign-in served both); its companies join the menu's list.
 */
export function JuntarContas({ fechar }: { fechar: () => void }) {
  const { email } = useSessao();
  const alertar = useAlertaErro();
  const [mensagem, setMensagem] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<DadosJuntar>({
    resolver: zodResolver(juntarContasSchema),
    defaultValues: { senha: '' },
  });
  const juntar = useMutation({
    mutationFn: (d: DadosJuntar) => acessoConsultas.juntarContas(d),
    onSuccess: ({ retorno }) => {
      gravarEmpresas(retorno.empresas);
      setMensagem(retorno.mensagem);
    },
  });
  if (mensagem)
    return <DialogoAviso aberto mensagem={mensagem} fechar={fechar} id="contas-juntadas" titulo="Sucesso" />;
  return (
    <DialogoFormulario
      titulo="Juntar contas"
      fechar={fechar}
      enviar="Juntar"
      enviando={juntar.isPending}
      onSubmit={handleSubmit(
        (d) => juntar.mutate(d),
        (e) => alertar(primeiraMensagem(e, ['senha']) || MSG.preenchaTodosCampos),
      )}
    >
      <Typography color="text.secondary">
        Você tem outra conta no Mascate com este e-mail ({email}), de outra empresa, com outra senha? Digite a
        senha daquela conta uma vez: as empresas dela passam para esta conta, e você entra em todas com a
        senha atual.
      </Typography>
      <CampoSenha control={control} name="senha" label="Senha da outra conta" autoComplete="off" />
    </DialogoFormulario>
  );
}
