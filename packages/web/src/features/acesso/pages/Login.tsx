import { type Login as DadosLogin, MSG, type RetornoLogin } from '@mascate/domain';
import { Button, Link } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as LinkRouter, useNavigate } from 'react-router';
import { MENSAGEM_SEM_CONEXAO } from '../../../api/http.ts';
import { gravarSessao } from '../../../sessao/sessao.ts';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { resolverSobDemanda } from '../../../ui/form/resolverSobDemanda.ts';
import { acessoConsultas } from '../api/consultas.ts';
import { CampoSenha } from '../components/CampoSenha.tsx';
import { CartaoAcesso } from '../components/CartaoAcesso.tsx';
import { EscolhaEmpresa } from '../components/EscolhaEmpresa.tsx';

export default function Login() {
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  const { control, handleSubmit, reset } = useForm<DadosLogin>({
    resolver: resolverSobDemanda(() =>
      import('../components/resolver-login.ts').then((m) => m.resolverLogin),
    ),
    defaultValues: { email: '', senha: '' },
  });
  // Issue 51: a person with several companies chooses one before the session is stored.
  const [escolha, setEscolha] = useState<RetornoLogin | null>(null);
  const abrir = (r: RetornoLogin) => {
    navigate('/home', { replace: true });
    gravarSessao(r);
  };
  const entrar = useMutation({
    mutationFn: (d: DadosLogin) => acessoConsultas.entrar(d),
    onSuccess: ({ retorno }) => (retorno.empresas.length > 1 ? setEscolha(retorno) : abrir(retorno)),
  });
  if (escolha)
    return (
      <EscolhaEmpresa
        login={escolha}
        entrar={abrir}
        voltar={() => {
          setEscolha(null);
          reset({ email: escolha.email, senha: '' });
        }}
      />
    );
  return (
    <CartaoAcesso
      titulo="Entrar no Mascate"
      onSubmit={(e) =>
        // The schema is downloaded at the first submit: without a connection, say so.
        handleSubmit(
          (d) => entrar.mutate(d),
          () => alertar(MSG.preenchaTodosCampos),
        )(e).catch(() => alertar(MENSAGEM_SEM_CONEXAO))
      }
    >
      <CampoTexto control={control} name="email" label="Usuário" autoComplete="username" autoFocus />
      <CampoSenha control={control} name="senha" label="Senha" autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large" disabled={entrar.isPending}>
        ENTRAR
      </Button>
      <Link component={LinkRouter} to="/alterar-senha" sx={{ alignSelf: 'center' }}>
        Esqueceu a senha
      </Link>
    </CartaoAcesso>
  );
}
