import { zodResolver } from '@hookform/resolvers/zod';
import { cadastroEmpresaSchema, MSG, normalizarDocumento } from '@mascate/domain';
import { Box, Button, Divider, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { chamarApi } from '../../../api/cliente.ts';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoCpfCnpj } from '../../../ui/campos.tsx';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { BotaoGoogle } from '../components/BotaoGoogle.tsx';
import { CampoSenha } from '../components/CampoSenha.tsx';
import { CartaoAcesso } from '../components/CartaoAcesso.tsx';
import { primeiraMensagem, propsCampo, vazio } from '../formulario.ts';

const formularioSchema = cadastroEmpresaSchema
  .extend({ confirmar: z.string().min(1, { error: MSG.todosCamposExclamacao }) })
  .refine((d) => d.senha === d.confirmar, { path: ['confirmar'], error: MSG.senhasDiferentes });
type Entrada = z.input<typeof formularioSchema>;
type Saida = z.output<typeof formularioSchema>;

export default function CadastroEmpresa() {
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  const { register, control, handleSubmit, formState, getValues, setValue, watch } = useForm<
    Entrada,
    unknown,
    Saida
  >({
    resolver: zodResolver(formularioSchema),
    defaultValues: { email: '', nome: '', cnpj: '', senha: '', confirmar: '', imagem_login: '' },
  });
  const cadastrar = useMutation({
    mutationFn: ({ confirmar: _, ...d }: Saida) =>
      chamarApi('estabelecimentos/create', { ...d, cnpj: normalizarDocumento(d.cnpj) }, { semToken: true }),
    onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'login')),
  });
  const imagem = watch('imagem_login');
  const erros = formState.errors;

  // The spec's order: the passwords must match first, then the four required fields.
  const invalido = (e: FieldErrors<Entrada>) => {
    const v = getValues();
    if (v.senha !== v.confirmar) return alertar(MSG.senhasDiferentes);
    if ([v.email, v.nome, v.senha, v.confirmar].some(vazio)) return alertar(MSG.todosCamposExclamacao);
    alertar(primeiraMensagem(e, ['email', 'nome', 'cnpj', 'senha', 'confirmar']));
  };

  return (
    <CartaoAcesso titulo="Cadastro de Empresa" onSubmit={handleSubmit((d) => cadastrar.mutate(d), invalido)}>
      {imagem && (
        <Box
          component="img"
          src={imagem}
          alt="Foto da conta"
          referrerPolicy="no-referrer"
          sx={{ width: 72, height: 72, borderRadius: '50%', alignSelf: 'center', objectFit: 'cover' }}
        />
      )}
      {/* Filled by the Google pop-up through setValue, which MUI cannot see: keep the labels up then. */}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        slotProps={{ inputLabel: { shrink: watch('email') ? true : undefined } }}
        {...propsCampo(register, erros, 'email')}
      />
      <TextField
        label="Nome da empresa"
        autoComplete="organization"
        slotProps={{ inputLabel: { shrink: watch('nome') ? true : undefined } }}
        {...propsCampo(register, erros, 'nome')}
      />
      <Controller
        control={control}
        name="cnpj"
        render={({ field, fieldState }) => (
          <CampoCpfCnpj
            label="CNPJ"
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <CampoSenha label="Senha" autoComplete="new-password" {...propsCampo(register, erros, 'senha')} />
      <CampoSenha
        label="Confirmar senha"
        autoComplete="new-password"
        {...propsCampo(register, erros, 'confirmar')}
      />
      <Button type="submit" variant="contained" size="large" disabled={cadastrar.isPending}>
        Cadastrar
      </Button>
      <Divider>ou</Divider>
      <BotaoGoogle
        onPreencher={(d: { email: string; nome: string; imagem: string }) => {
          setValue('email', d.email);
          setValue('nome', d.nome);
          setValue('imagem_login', d.imagem);
        }}
      />
    </CartaoAcesso>
  );
}
