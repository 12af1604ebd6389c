import { zodResolver } from '@hookform/resolvers/zod';
import { isValidCpfCnpj, MSG, normalizarDocumento, solicitarTrocaSenhaSchema } from '@mascate/domain';
import { Button, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { chamarApi } from '../../../api/cliente.ts';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoCpfCnpj } from '../../../ui/campos.tsx';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { CartaoAcesso } from '../components/CartaoAcesso.tsx';
import { primeiraMensagem, propsCampo, vazio } from '../formulario.ts';

type Dados = z.infer<typeof solicitarTrocaSenhaSchema>;

/** The spec checks the tax id while typing once it has 11 to 18 characters. */
function cnpjInvalidoAoDigitar(v: string): boolean {
  return v.length >= 11 && v.length <= 18 && !isValidCpfCnpj(v);
}

export default function AlterarSenha() {
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  const { register, control, handleSubmit, formState, getValues } = useForm<Dados>({
    resolver: zodResolver(solicitarTrocaSenhaSchema),
    defaultValues: { cnpj: '', email: '' },
  });
  const solicitar = useMutation({
    mutationFn: (d: Dados) =>
      chamarApi(
        'estabelecimentos/solicitar_troca_senha',
        { ...d, cnpj: normalizarDocumento(d.cnpj) },
        { semToken: true },
      ),
    onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'login')),
  });
  const invalido = (e: FieldErrors<Dados>) => {
    const v = getValues();
    if (vazio(v.cnpj) || vazio(v.email)) return alertar(MSG.todosCamposExclamacao);
    alertar(primeiraMensagem(e, ['cnpj', 'email']));
  };
  return (
    <CartaoAcesso titulo="Alterar senha" onSubmit={handleSubmit((d) => solicitar.mutate(d), invalido)}>
      <Controller
        control={control}
        name="cnpj"
        render={({ field, fieldState }) => {
          const aoDigitar = cnpjInvalidoAoDigitar(field.value);
          return (
            <CampoCpfCnpj
              label="CNPJ da empresa"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error) || aoDigitar}
              helperText={fieldState.error?.message ?? (aoDigitar ? MSG.cpfCnpjInvalido : undefined)}
            />
          );
        }}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...propsCampo(register, formState.errors, 'email')}
      />
      <Button type="submit" variant="contained" size="large" disabled={solicitar.isPending}>
        Solicitar
      </Button>
    </CartaoAcesso>
  );
}
