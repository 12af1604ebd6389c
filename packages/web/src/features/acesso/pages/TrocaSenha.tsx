import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, normalizarDocumento, trocaSenhaSchema } from '@mascate/domain';
import { Button, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { chamarApi } from '../../../api/cliente.ts';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoCpfCnpj } from '../../../ui/campos.tsx';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { CampoSenha } from '../components/CampoSenha.tsx';
import { CartaoAcesso } from '../components/CartaoAcesso.tsx';
import { primeiraMensagem, propsCampo, vazio } from '../formulario.ts';

const formularioSchema = trocaSenhaSchema
  .omit({ chave: true })
  .extend({ confirmar: z.string().min(1, { error: MSG.todosCamposPonto }) })
  .refine((d) => d.senha === d.confirmar, { path: ['confirmar'], error: MSG.senhasDiferentesPonto });
type Dados = z.infer<typeof formularioSchema>;

export default function TrocaSenha() {
  const { chave = '' } = useParams();
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  const { register, control, handleSubmit, formState, getValues } = useForm<Dados>({
    resolver: zodResolver(formularioSchema),
    defaultValues: { cnpj: '', email: '', senha: '', confirmar: '' },
  });
  // A refused change (expired key, wrong e-mail) shows the server's message and stays: no mutation onError,
  // so the global handler shows it, and onSuccess alone moves on.
  const trocar = useMutation({
    mutationFn: ({ confirmar: _, ...d }: Dados) =>
      chamarApi(
        'estabelecimentos/troca_senha',
        { ...d, cnpj: normalizarDocumento(d.cnpj), chave },
        { semToken: true },
      ),
    onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'login'), { replace: true }),
  });
  const invalido = (e: FieldErrors<Dados>) => {
    const v = getValues();
    if ([v.cnpj, v.email, v.senha, v.confirmar].some(vazio)) return alertar(MSG.todosCamposPonto);
    if (e.cnpj) return alertar(MSG.cnpjCpfInvalido);
    if (v.senha !== v.confirmar) return alertar(MSG.senhasDiferentesPonto);
    alertar(primeiraMensagem(e, ['cnpj', 'email', 'senha', 'confirmar']));
  };
  const erros = formState.errors;
  return (
    <CartaoAcesso titulo="Troca de senha" onSubmit={handleSubmit((d) => trocar.mutate(d), invalido)}>
      <Controller
        control={control}
        name="cnpj"
        render={({ field, fieldState }) => (
          <CampoCpfCnpj
            label="CNPJ da empresa"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <TextField label="Email" type="email" autoComplete="email" {...propsCampo(register, erros, 'email')} />
      <CampoSenha label="Senha" autoComplete="new-password" {...propsCampo(register, erros, 'senha')} />
      <CampoSenha
        label="Confirmar Senha"
        autoComplete="new-password"
        {...propsCampo(register, erros, 'confirmar')}
      />
      <Button type="submit" variant="contained" size="large" disabled={trocar.isPending}>
        Gravar
      </Button>
    </CartaoAcesso>
  );
}
