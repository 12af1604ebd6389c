// Word lists and valid Brazilian documents for bench/gerar.ts: names a distributor really has, so trigram
// searches hit realistic fractions ('silva' in about one customer in ten, 'loja 1234' in a handful).

/** A small seeded generator (mulberry32): the same --semente gives the same data. */
export function aleatorio(semente: number) {
  let s = semente >>> 0;
  const proximo = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const inteiro = (min: number, max: number) => min + Math.floor(proximo() * (max - min + 1));
  const um = <T>(lista: readonly T[]): T => lista[Math.floor(proximo() * lista.length)] as T;
  const digitos = (n: number) => Array.from({ length: n }, () => inteiro(0, 9)).join('');
  return { proximo, inteiro, um, digitos };
}
export type Aleatorio = ReturnType<typeof aleatorio>;

export const TIPOS_CLIENTE = [
  'Mercado',
  'Supermercado',
  'Mercearia',
  'Padaria',
  'Açougue',
  'Farmácia',
  'Drogaria',
  'Armazém',
  'Bar',
  'Lanchonete',
  'Restaurante',
  'Empório',
  'Distribuidora',
  'Conveniência',
  'Hortifruti',
] as const;

// Silva first and repeated: about 10% of names carry it, as in Brazil's registries.
export const SOBRENOMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
] as const;
export const PRENOMES = [
  'José',
  'Maria',
  'João',
  'Ana',
  'Antônio',
  'Francisca',
  'Carlos',
  'Paulo',
  'Adriana',
  'Lucas',
  'Juliana',
  'Marcos',
  'Fernanda',
  'Rafael',
  'Patrícia',
  'Luiz',
] as const;
export const COMPLEMENTOS_NOME = [
  'Ltda',
  'ME',
  'EIRELI',
  '& Filhos',
  'Comércio de Alimentos',
  'do Bairro',
  'Central',
  'Popular',
  'Bom Preço',
  'Esperança',
  'São Jorge',
  'Nova Era',
] as const;

export const CIDADES = [
  ['São Paulo', 'SP', '01'],
  ['Campinas', 'SP', '13'],
  ['Ribeirão Preto', 'SP', '14'],
  ['Belo Horizonte', 'MG', '30'],
  ['Uberlândia', 'MG', '38'],
  ['Rio de Janeiro', 'RJ', '20'],
  ['Niterói', 'RJ', '24'],
  ['Curitiba', 'PR', '80'],
  ['Londrina', 'PR', '86'],
  ['Porto Alegre', 'RS', '90'],
  ['Salvador', 'BA', '40'],
  ['Recife', 'PE', '50'],
  ['Fortaleza', 'CE', '60'],
  ['Goiânia', 'GO', '74'],
  ['Manaus', 'AM', '69'],
  ['Belém', 'PA', '66'],
] as const;
export const BAIRROS = ['Centro', 'Jardim América', 'Vila Nova', 'Boa Vista', 'Santa Cruz', 'Industrial'];
export const LOGRADOUROS = [
  'Rua das Flores',
  'Avenida Brasil',
  'Rua Sete de Setembro',
  'Rua XV de Novembro',
  'Avenida Getúlio Vargas',
  'Rua Tiradentes',
  'Rua Dom Pedro II',
  'Avenida Paulista',
];

export const PRODUTOS = [
  'Arroz Tipo 1',
  'Feijão Carioca',
  'Feijão Preto',
  'Açúcar Refinado',
  'Café Torrado e Moído',
  'Óleo de Soja',
  'Farinha de Trigo',
  'Macarrão Espaguete',
  'Leite Integral',
  'Leite Condensado',
  'Biscoito Recheado',
  'Achocolatado em Pó',
  'Sabão em Pó',
  'Detergente Líquido',
  'Papel Higiênico',
  'Refrigerante Cola',
  'Água Mineral',
  'Cerveja Pilsen',
  'Molho de Tomate',
  'Sal Refinado',
  'Margarina',
  'Creme Dental',
  'Sabonete',
  'Amaciante',
] as const;
export const MARCAS = [
  'Camil',
  'Tio João',
  'Kicaldo',
  'União',
  'Pilão',
  'Melitta',
  'Liza',
  'Soya',
  'Dona Benta',
  'Renata',
  'Piracanjuba',
  'Italac',
  'Nestlé',
  'Omo',
  'Ypê',
  'Neve',
  'Coca-Cola',
  'Crystal',
  'Brahma',
  'Quero',
  'Qualy',
  'Colgate',
  'Lux',
  'Comfort',
] as const;
export const TAMANHOS = [
  '1kg',
  '5kg',
  '500g',
  '200g',
  '1L',
  '2L',
  '900ml',
  '350ml',
  '12x1L',
  'cx 24un',
] as const;
export const UNIDADES = [
  ['UN', 'Unidade'],
  ['CX', 'Caixa'],
  ['FD', 'Fardo'],
  ['KG', 'Quilograma'],
  ['PCT', 'Pacote'],
] as const;
export const FORMAS_PAGAMENTO = [
  ['Dinheiro', 0],
  ['PIX', 0],
  ['Boleto 30/60/90', 1],
  ['Cartão de crédito', 1],
  ['Cheque pré-datado', 1],
] as const;

function digitoVerificador(base: string, pesos: number[]): number {
  const soma = [...base].reduce((s, d, i) => s + Number(d) * (pesos[i] ?? 0), 0);
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

export function cpf(r: Aleatorio): string {
  const base = r.digitos(9);
  const d1 = digitoVerificador(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digitoVerificador(`${base}${d1}`, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${d2}`;
}

export function cnpj(r: Aleatorio): string {
  const base = `${r.digitos(8)}0001`;
  const d1 = digitoVerificador(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digitoVerificador(`${base}${d1}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${d2}`;
}

/** 'Mercado Silva Ltda', 'Padaria Maria Santos', ...: one in ten ends up with Silva. */
export function nomeCliente(r: Aleatorio): string {
  const sobrenome = r.proximo() < 0.1 ? 'Silva' : r.um(SOBRENOMES.slice(1));
  const tipo = r.um(TIPOS_CLIENTE);
  const forma = r.inteiro(0, 2);
  if (forma === 0) return `${tipo} ${sobrenome} ${r.um(COMPLEMENTOS_NOME)}`;
  if (forma === 1) return `${tipo} ${r.um(PRENOMES)} ${sobrenome}`;
  return `${r.um(PRENOMES)} ${sobrenome} ${r.um(COMPLEMENTOS_NOME)}`;
}
