import { type FormEvent, useState } from 'react';
import { chamar, gravarSessao, sessaoDoLogin } from '../api.ts';
import { ir } from '../rota.ts';
import { AvisoErro } from './AvisoErro.tsx';

/** The same account as the back office; the session stays on the device until "Sair". */
export function Entrar() {
  const [erro, setErro] = useState('');
  const [enviando, setEnviando] = useState(false);
  const entrar = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    setEnviando(true);
    setErro('');
    try {
      const r = await chamar(
        'estabelecimentos/login',
        { email: String(f.get('email') ?? ''), senha: String(f.get('senha') ?? '') },
        { semToken: true },
      );
      gravarSessao(sessaoDoLogin(r.retorno));
      ir('sincronizar');
    } catch (e) {
      setErro((e as Error).message);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <main className="entrar">
      <h1>Mascate Campo</h1>
      <p>Entre com a mesma conta do Mascate.</p>
      <form onSubmit={entrar}>
        <label>
          E-mail
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Senha
          <input name="senha" type="password" autoComplete="current-password" required />
        </label>
        <AvisoErro erro={erro} />
        <button type="submit" className="principal" disabled={enviando}>
          {enviando ? 'Entrando…' : 'Entrar'}
        </button>
      </form>
    </main>
  );
}
