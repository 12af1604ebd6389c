import type { RetornoLogin } from '@mascate/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { acessoConsultas } from '../api/consultas.ts';
import { CartaoAcesso } from './CartaoAcesso.tsx';

type Props = {
  /** The login's answer: its session opened the first company (the last used). */
  login: RetornoLogin;
  /** The session of the chosen company, to store. */
  entrar: (r: RetornoLogin) => void;
  /** Back to the login form; the login's session is ended. */
  voltar: () => void;
};

/**
 * Issue 51: after the password, a person with several companies chooses which to open, the last used
 * first. The login already opened that one; another is a switch with the login's token (no password).
 */
export function EscolhaEmpresa({ login, entrar, voltar }: Props) {
  const trocar = useMutation({
    mutationFn: (empresaId: number) => acessoConsultas.trocarEmpresa(empresaId, login.token),
    onSuccess: (r) => entrar(r.retorno),
  });
  const sair = useMutation({
    mutationFn: () => acessoConsultas.sairDa(login.token),
    onSettled: voltar,
    meta: { semAlerta: true },
  });
  const escolher = (id: number) => (id === login.id ? entrar(login) : trocar.mutate(id));
  return (
    <CartaoAcesso titulo="Escolha a empresa" onSubmit={(e) => e.preventDefault()}>
      <Typography color="text.secondary">
        Olá, {login.nome}. Você trabalha com mais de uma empresa: escolha qual abrir. Depois, troque pelo
        menu, sem digitar a senha de novo.
      </Typography>
      <Stack component="ul" aria-label="Suas empresas" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {login.empresas.map((e, i) => (
          <li key={e.id}>
            <Button
              fullWidth
              size="large"
              variant={i === 0 ? 'contained' : 'outlined'}
              disabled={trocar.isPending || sair.isPending}
              onClick={() => escolher(e.id)}
              aria-describedby={i === 0 ? 'empresa-ultima-usada' : undefined}
            >
              {e.nome}
            </Button>
            {i === 0 && (
              <Typography
                id="empresa-ultima-usada"
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', textAlign: 'center' }}
              >
                última usada
              </Typography>
            )}
          </li>
        ))}
      </Stack>
      <Button onClick={() => sair.mutate()} disabled={sair.isPending}>
        Voltar
      </Button>
    </CartaoAcesso>
  );
}
