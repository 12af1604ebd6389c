import { zodResolver } from '@hookform/resolvers/zod';
import { cadastroEmpresaSchema, MSG, normalizarDocumento } from '@mascate/domain';
import { Box, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoDocumento } from '../../../ui/form/CampoDocumento.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { primeiraMensagem, vazio } from '../../../ui/form/erros.ts';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { acessoConsultas } from '../api/consultas.ts';
import { BotaoGoogle } from '../components/BotaoGoogle.tsx';
import { CampoSenha } from '../components/CampoSenha.tsx';
import { CartaoAcesso } from '../components/CartaoAcesso.tsx';

const formularioSchema = cadastroEmpresaSchema
  .extend({ confirmar: z.string().min(1, { error: MSG.todosCamposExclamacao }) })
  .refine((d) => d.senha === d.confirmar, { path: ['confirmar'], error: MSG.senhasDiferentes });
type Entrada = z.input<typeof formularioSchema>;
type Saida = z.output<typeof formularioSchema>;

export default function CadastroEmpresa() {
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  const { control, handleSubmit, getValues, setValue, watch } = useForm<Entrada, unknown, Saida>({
    resolver: zodResolver(formularioSchema),
    defaultValues: { email: '', nome: '', cnpj: '', senha: '', confirmar: '', imagem_login: '' },
  });
  const cadastrar = useMutation({
    mutationFn: ({ confirmar: _, ...d }: Saida) =>
      acessoConsultas.cadastrar({ ...d, cnpj: normalizarDocumento(d.cnpj) }),
    onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'login')),
  });
  const imagem = watch('imagem_login');

  // The spec's order: the passwords must match first, then the four required fields.
  const avisarErros = (e: FieldErrors<Entrada>) => {
    const v = getValues();
    if (v.senha !== v.confirmar) return alertar(MSG.senhasDiferentes);
    if ([v.email, v.nome, v.senha, v.confirmar].some(vazio)) return alertar(MSG.todosCamposExclamacao);
    alertar(primeiraMensagem(e, ['email', 'nome', 'cnpj', 'senha', 'confirmar']));
  };

  return (
    <CartaoAcesso
      titulo="Cadastro de Empresa"
      onSubmit={handleSubmit((d) => cadastrar.mutate(d), avisarErros)}
    >
      {imagem && (
        <Box
          component="img"
          src={imagem}
          alt="Foto da conta"
          referrerPolicy="no-referrer"
          sx={{ width: 72, height: 72, borderRadius: '50%', alignSelf: 'center', objectFit: 'cover' }}
        />
      )}
      {/* Controlled fields: the Google pop-up's setValue shows on screen with the labels up. */}
      <CampoTexto control={control} name="email" label="Email" type="email" autoComplete="email" />
      <CampoTexto control={control} name="nome" label="Nome da empresa" autoComplete="organization" />
      <CampoDocumento control={control} name="cnpj" label="CNPJ" />
      <CampoSenha control={control} name="senha" label="Senha" autoComplete="new-password" />
      <CampoSenha control={control} name="confirmar" label="Confirmar senha" autoComplete="new-password" />
      <Button type="submit" variant="contained" size="large" disabled={cadastrar.isPending}>
        Cadastrar
      </Button>
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
