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
import { CampoMarcacao } from '../../../ui/form/CampoMarcacao.tsx';
import { primeiraMensagem, vazio } from '../../../ui/form/erros.ts';
import { acessoConsultas } from '../api/consultas.ts';
import { CampoSenha } from '../components/CampoSenha.tsx';
import { CartaoAcesso } from '../components/CartaoAcesso.tsx';

// A person who already uses Mascate in another company (issue 51) types the password they have: no
// confirmation then; a new one types it twice. The server decides by the e-mail, whichever is ticked.
const formularioSchema = aceitarConviteSchema
  .omit({ chave: true })
  .extend({ confirmar: z.string(), jaTenho: z.boolean() })
  .superRefine((d, ctx) => {
    if (d.jaTenho) return;
    if (d.confirmar === '')
      ctx.addIssue({ code: 'custom', path: ['confirmar'], message: MSG.todosCamposPonto });
    else if (d.senha !== d.confirmar)
      ctx.addIssue({ code: 'custom', path: ['confirmar'], message: MSG.senhasDiferentesPonto });
  });
type Dados = z.infer<typeof formularioSchema>;

/**
 * The invitation's page (issue 45): the link names the account, so only the password (a new one, or the
 * one a person of another company already has, issue 51); the answer signs the user in, and a vendedor goes straight to the field app (/campo/), everyone else to the back office.
 */
export function AceitarConvite({ chave }: { chave: string }) {
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  const { control, handleSubmit, getValues, watch } = useForm<Dados>({
    resolver: zodResolver(formularioSchema),
    defaultValues: { senha: '', confirmar: '', jaTenho: false },
  });
  const jaTenho = watch('jaTenho');
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
    if ((v.jaTenho ? [v.senha] : [v.senha, v.confirmar]).some(vazio)) return alertar(MSG.todosCamposPonto);
    if (!v.jaTenho && v.senha !== v.confirmar) return alertar(MSG.senhasDiferentesPonto);
    alertar(primeiraMensagem(e, ['senha', 'confirmar']));
  };
  return (
    <CartaoAcesso titulo="Aceitar convite" onSubmit={handleSubmit((d) => aceitar.mutate(d), avisarErros)}>
      <Typography color="text.secondary">
        {jaTenho
          ? 'Digite a senha que você já usa no Mascate: a nova empresa entra na sua conta, e você passa a escolher a empresa ao entrar.'
          : 'Você foi convidado para acessar o Mascate. Crie sua senha para entrar.'}
      </Typography>
      <CampoMarcacao control={control} name="jaTenho" label="Já uso o Mascate em outra empresa" />
      <CampoSenha
        control={control}
        name="senha"
        label="Senha"
        autoComplete={jaTenho ? 'current-password' : 'new-password'}
      />
      {!jaTenho && (
        <CampoSenha control={control} name="confirmar" label="Confirmar Senha" autoComplete="new-password" />
      )}
      <Button type="submit" variant="contained" size="large" disabled={aceitar.isPending}>
        {jaTenho ? 'Aceitar e entrar' : 'Criar senha e entrar'}
      </Button>
    </CartaoAcesso>
  );
}
