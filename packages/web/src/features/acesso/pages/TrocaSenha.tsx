import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, normalizarDocumento, trocaSenhaSchema } from '@mascate/domain';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoDocumento } from '../../../ui/form/CampoDocumento.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { primeiraMensagem, vazio } from '../../../ui/form/erros.ts';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { acessoConsultas } from '../api/consultas.ts';
import { CampoSenha } from '../components/CampoSenha.tsx';
import { CartaoAcesso } from '../components/CartaoAcesso.tsx';
import { AceitarConvite } from './AceitarConvite.tsx';

const formularioSchema = trocaSenhaSchema
  .omit({ chave: true })
  .extend({ confirmar: z.string().min(1, { error: MSG.todosCamposPonto }) })
  .refine((d) => d.senha === d.confirmar, { path: ['confirmar'], error: MSG.senhasDiferentesPonto });
type Dados = z.infer<typeof formularioSchema>;

/** The reset link's page (/troca-senha/{chave}); an invitation's link (?convite=1) asks only the password. */
export default function TrocaSenha() {
  const { chave = '' } = useParams();
  const convite = useSearchParams()[0].get('convite') === '1';
  return convite ? <AceitarConvite chave={chave} /> : <FormularioTrocaSenha chave={chave} />;
}

function FormularioTrocaSenha({ chave }: { chave: string }) {
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  const { control, handleSubmit, getValues } = useForm<Dados>({
    resolver: zodResolver(formularioSchema),
    defaultValues: { cnpj: '', email: '', senha: '', confirmar: '' },
  });
  // A refused change (expired key, wrong e-mail) shows the server's message and stays: no mutation onError,
  // so the global handler shows it, and onSuccess alone moves on.
  const trocar = useMutation({
    mutationFn: ({ confirmar: _, ...d }: Dados) =>
      acessoConsultas.trocarSenha({ ...d, cnpj: normalizarDocumento(d.cnpj), chave }),
    onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'login'), { replace: true }),
  });
  const avisarErros = (e: FieldErrors<Dados>) => {
    const v = getValues();
    if ([v.cnpj, v.email, v.senha, v.confirmar].some(vazio)) return alertar(MSG.todosCamposPonto);
    if (e.cnpj) return alertar(MSG.cnpjCpfInvalido);
    if (v.senha !== v.confirmar) return alertar(MSG.senhasDiferentesPonto);
    alertar(primeiraMensagem(e, ['cnpj', 'email', 'senha', 'confirmar']));
  };
  return (
    <CartaoAcesso titulo="Troca de senha" onSubmit={handleSubmit((d) => trocar.mutate(d), avisarErros)}>
      <CampoDocumento control={control} name="cnpj" label="CNPJ da empresa" />
      <CampoTexto control={control} name="email" label="Email" type="email" autoComplete="email" />
      <CampoSenha control={control} name="senha" label="Senha" autoComplete="new-password" />
      <CampoSenha control={control} name="confirmar" label="Confirmar Senha" autoComplete="new-password" />
      <Button type="submit" variant="contained" size="large" disabled={trocar.isPending}>
        Gravar
      </Button>
    </CartaoAcesso>
  );
}
