import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FacebookIcon from '@mui/icons-material/Facebook';
import FlagIcon from '@mui/icons-material/Flag';
import GavelIcon from '@mui/icons-material/Gavel';
import HomeIcon from '@mui/icons-material/Home';
import HubIcon from '@mui/icons-material/Hub';
import InstagramIcon from '@mui/icons-material/Instagram';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import PixIcon from '@mui/icons-material/Pix';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RouteIcon from '@mui/icons-material/Route';
import StraightenIcon from '@mui/icons-material/Straighten';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import WhereToVoteIcon from '@mui/icons-material/WhereToVote';

export type ItemMenu = { texto: string; rota: string; Icone: SvgIconComponent };

// The spec's menu, in its order; Dashboard is reachable from the menu too.
export const ITENS_MENU: ItemMenu[] = [
  { texto: 'Home', rota: '/home', Icone: HomeIcon },
  { texto: 'Empresa', rota: '/listar-empresas', Icone: BusinessIcon },
  { texto: 'Clientes', rota: '/listar-clientes', Icone: PeopleIcon },
  { texto: 'Representantes', rota: '/listar-representantes', Icone: CategoryIcon },
  { texto: 'Rotas', rota: '/listar-rotas', Icone: RouteIcon },
  { texto: 'Produtos', rota: '/listar-produtos', Icone: Inventory2Icon },
  // Beyond the spec (issue 12): price tables, next to the products they price.
  { texto: 'Tabelas de Preços', rota: '/listar-tabelas-precos', Icone: PriceChangeIcon },
  { texto: 'Unidades', rota: '/listar-unidades', Icone: StraightenIcon },
  { texto: 'Formas de Pgto', rota: '/listar-forma-pagamento', Icone: PaymentsIcon },
  // Issue 48: the tax rules by NCM and UF the order's taxes come from.
  { texto: 'Regras fiscais', rota: '/listar-regras-fiscais', Icone: GavelIcon },
  { texto: 'Pedidos', rota: '/listar-pedidos', Icone: ReceiptLongIcon },
  // Issue 30: the receivables of invoiced orders.
  { texto: 'Contas a receber', rota: '/listar-titulos', Icone: AccountBalanceWalletIcon },
  // Issue 49: the company's Pix, its PSP and the payments waiting for a person.
  { texto: 'Pix e recebimentos', rota: '/pix', Icone: PixIcon },
  { texto: 'Visitas', rota: '/listar-visitas', Icone: EventNoteIcon },
  // Issue 28: reasons for no sale and the visit radius.
  { texto: 'Config. Visitas', rota: '/configuracoes-visitas', Icone: WhereToVoteIcon },
  { texto: 'Dashboard', rota: '/dashboard', Icone: BarChartIcon },
  { texto: 'Relatórios', rota: '/relatorios', Icone: AssessmentIcon },
  // Issue 31: commission per representative and monthly goals.
  { texto: 'Comissões', rota: '/comissoes', Icone: PercentIcon },
  { texto: 'Metas', rota: '/listar-metas', Icone: FlagIcon },
  // Issue 14: the company's users, for administrators (the menu hides what the role may not open).
  { texto: 'Usuários', rota: '/listar-usuarios', Icone: ManageAccountsIcon },
  // Issue 47: integration keys and webhooks, for administrators.
  { texto: 'Integrações', rota: '/integracoes', Icone: HubIcon },
];

export const LINKS_EXTERNOS: ItemMenu[] = [
  { texto: 'WhatsApp', rota: 'https://wa.me/', Icone: WhatsAppIcon },
  { texto: 'Instagram', rota: 'https://www.instagram.com/', Icone: InstagramIcon },
  { texto: 'Facebook', rota: 'https://www.facebook.com/', Icone: FacebookIcon },
];

/** The spec cuts the menu name at 15 characters plus an ellipsis. */
export function nomeCurto(nome: string): string {
  return nome.length > 15 ? `${nome.slice(0, 15)}...` : nome;
}

export function iniciais(nome: string): string {
  const partes = nome.trim().split(/\s+/).filter(Boolean);
  return partes
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join('');
}
