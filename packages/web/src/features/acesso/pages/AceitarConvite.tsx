import { zodResolver } from '@hookform/resolvers/zod';
import { aceitarConviteSchema, MSG } from '@mascate/domain';
import { Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { gravarSessao as gravarSessaoCampo, sessaoDoLogin } from '../../../campo/api.ts';
import { gravarSessao } from '../../../sessao/sessao.ts';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { primeiraMensagem, vazio } from '../../../ui/form/erros.ts';
import { acessoConsultas } from '../api/consultas.ts';
import { CampoSenha } from '../components/CampoSenha.tsx';
import { CartaoAcesso } from '../components/CartaoAcesso.tsx';

const formularioSchema = aceitarConviteSchema
  .omit({ chave: true })
  .extend({ confirmar: z.string().min(1, { error: MSG.todosCamposPonto }) })
  .refine((d) => d.senha === d.confirmar, { path: ['confirmar'], error: MSG.senhasDiferentesPonto });
type Dados = z.infer<typeof formularioSchema>;

/**
 * The invitation's page (issue 45): the link names the account, so only the new password; the answer signs
 * the user in, and a vendedor goes straight to the field app (/campo/), everyone else to the back office.
 */
export function AceitarConvite({ chave }: { chave: string }) {
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  const { control, handleSubmit, getValues } = useForm<Dados>({
    resolver: zodResolver(formularioSchema),
    defaultValues: { senha: '', confirmar: '' },
  });
  // A refused link (used, expired) shows the server's message through the global handler and stays.
  const aceitar = useMutation({
    mutationFn: ({ senha }: Dados) => acessoConsultas.aceitarConvite({ senha, chave }),
    onSuccess: ({ retorno }) => {
      if (retorno.papel === 'vendedor') {
        // The field app keeps its own session; it is its own page (service worker, offline copy), so a
        // full load, not a route; its first screen is the first sync, as after its own sign-in.
        gravarSessaoCampo(sessaoDoLogin(retorno));
        window.location.assign('/campo/#/sincronizar');
      } else {
        navigate('/home', { replace: true });
        gravarSessao(retorno);
      }
    },
  });
  const avisarErros = (e: FieldErrors<Dados>) => {
    const v = getValues();
    if ([v.senha, v.confirmar].some(vazio)) return alertar(MSG.todosCamposPonto);
    if (v.senha !== v.confirmar) return alertar(MSG.senhasDiferentesPonto);
    alertar(primeiraMensagem(e, ['senha', 'confirmar']));
  };
  return (
    <CartaoAcesso titulo="Aceitar convite" onSubmit={handleSubmit((d) => aceitar.mutate(d), avisarErros)}>
      <Typography color="text.secondary">
        Você foi convidado para acessar o Mascate. Crie sua senha para entrar.
      </Typography>
      <CampoSenha control={control} name="senha" label="Senha" autoComplete="new-password" />
      <CampoSenha control={control} name="confirmar" label="Confirmar Senha" autoComplete="new-password" />
      <Button type="submit" variant="contained" size="large" disabled={aceitar.isPending}>
        Criar senha e entrar
      </Button>
    </CartaoAcesso>
  );
}
