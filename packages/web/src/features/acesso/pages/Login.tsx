import { zodResolver } from '@hookform/resolvers/zod';
import { type Login as DadosLogin, loginSchema, MSG } from '@mascate/domain';
import { Button, Link, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as LinkRouter, useNavigate } from 'react-router';
import { chamarApi } from '../../../api/cliente.ts';
import { gravarSessao, type RetornoLogin } from '../../../sessao/sessao.ts';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoSenha } from '../components/CampoSenha.tsx';
import { CartaoAcesso } from '../components/CartaoAcesso.tsx';
import { propsCampo } from '../formulario.ts';

export default function Login() {
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  const { register, handleSubmit, formState } = useForm<DadosLogin>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', senha: '' },
  });
  const entrar = useMutation({
    mutationFn: (d: DadosLogin) => chamarApi('estabelecimentos/login', d, { semToken: true }),
    onSuccess: (r) => {
      navigate('/home', { replace: true });
      gravarSessao(r.retorno as unknown as RetornoLogin);
    },
  });
  const erros = formState.errors;
  return (
    <CartaoAcesso
      titulo="Entrar no Mascate"
      onSubmit={handleSubmit(
        (d) => entrar.mutate(d),
        () => alertar(MSG.preenchaTodosCampos),
      )}
    >
      <TextField
        label="Usuário"
        autoComplete="username"
        autoFocus
        {...propsCampo(register, erros, 'email')}
      />
      <CampoSenha label="Senha" autoComplete="current-password" {...propsCampo(register, erros, 'senha')} />
      <Button type="submit" variant="contained" size="large" disabled={entrar.isPending}>
        ENTRAR
      </Button>
      <Link component={LinkRouter} to="/alterar-senha" sx={{ alignSelf: 'center' }}>
        Esqueceu a senha
      </Link>
    </CartaoAcesso>
  );
}
