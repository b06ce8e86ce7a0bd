import type { Brand } from './brands';

/** The languages the seeded promotions are written in; any other falls back to English. */
export type PromotionLanguage = 'en' | 'es' | 'fr' | 'pt' | 'sw';

interface PromotionTexts {
  title: string;
  summary: string;
  /** The full terms, operator HTML (the client sanitises it). `{amount}` is the brand's figure. */
  termsHtml: string;
  ctaLabel: string;
}

/**
 * One of the sandbox operator's promotions, as its back office would hold it: one record,
 * texts per language, shown to the brands it names. Dates are days from "now", so the
 * list always has something running whatever day the sandbox starts.
 */
export interface SeedPromotion {
  id: string;
  brands: 'all' | readonly string[];
  /** The bettor must opt in for the offer to apply. */
  optIn: boolean;
  startsInDays: number;
  /** null: open-ended. */
  endsInDays: number | null;
  /** The banner's colour. */
  hue: number;
  /** Where the call to action goes (an in-app path). */
  link: string;
  /** The offer's figure in euros; each brand shows it in its currency (brandAmount). */
  amountEur: number;
  texts: Record<PromotionLanguage, PromotionTexts>;
}

/** Roughly what 1 EUR is in each brand's currency, rounded to a figure an operator would print. */
const EUR_RATE: Readonly<Record<string, number>> = { EUR: 1, GBP: 1, KES: 100, MYR: 5, IDR: 15000, INR: 100, MXN: 20, PHP: 50 };

/** The promotion's figure in the brand's currency, as a whole amount with its code: "KES 2000". */
export function brandAmount(promotion: SeedPromotion, brand: Brand): string {
  return `${brand.currency} ${promotion.amountEur * (EUR_RATE[brand.currency] ?? 1)}`;
}

export const SEED_PROMOTIONS: readonly SeedPromotion[] = [
  {
    id: 'acca-insurance',
    brands: 'all',
    optIn: true,
    startsInDays: -3,
    endsInDays: 25,
    hue: 215,
    link: '/sports',
    amountEur: 20,
    texts: {
      en: {
        title: 'Acca insurance',
        summary: 'One leg lets your 5+ fold down? Get your stake back as a free bet, up to {amount}.',
        termsHtml:
          '<h3>How it works</h3><ol><li>Opt in on this page.</li><li>Place a multiple of 5 or more selections, each at odds of 1.30 or more.</li><li>If exactly one selection loses, your stake comes back as a free bet of up to {amount}.</li></ol><h3>Terms</h3><ul><li>One refund per player per day.</li><li>Cashed-out bets do not qualify.</li><li>The free bet expires 7 days after it is given.</li></ul>',
        ctaLabel: 'Build an acca',
      },
      es: {
        title: 'Seguro de combinada',
        summary: '¿Falla una sola selección de tu combinada de 5 o más? Te devolvemos la apuesta como apuesta gratis, hasta {amount}.',
        termsHtml:
          '<h3>Cómo funciona</h3><ol><li>Apúntate en esta página.</li><li>Haz una combinada de 5 o más selecciones, cada una con cuota de 1,30 o más.</li><li>Si falla exactamente una selección, recibes tu apuesta como apuesta gratis de hasta {amount}.</li></ol><h3>Condiciones</h3><ul><li>Un reembolso por jugador y día.</li><li>Las apuestas cobradas anticipadamente no cuentan.</li><li>La apuesta gratis caduca a los 7 días.</li></ul>',
        ctaLabel: 'Crear combinada',
      },
      fr: {
        title: 'Assurance combiné',
        summary: 'Une seule sélection perdante sur votre combiné de 5 ou plus ? Mise remboursée en pari gratuit, jusqu’à {amount}.',
        termsHtml:
          '<h3>Comment ça marche</h3><ol><li>Inscrivez-vous sur cette page.</li><li>Placez un combiné de 5 sélections ou plus, chacune à une cote de 1,30 ou plus.</li><li>Si une seule sélection perd, votre mise vous est rendue en pari gratuit jusqu’à {amount}.</li></ol><h3>Conditions</h3><ul><li>Un remboursement par joueur et par jour.</li><li>Les paris encaissés ne comptent pas.</li><li>Le pari gratuit expire après 7 jours.</li></ul>',
        ctaLabel: 'Créer un combiné',
      },
      pt: {
        title: 'Seguro de múltipla',
        summary: 'Só uma seleção falhou na sua múltipla de 5 ou mais? Receba a aposta de volta como aposta grátis, até {amount}.',
        termsHtml:
          '<h3>Como funciona</h3><ol><li>Adira nesta página.</li><li>Faça uma múltipla de 5 ou mais seleções, cada uma com odd de 1,30 ou mais.</li><li>Se exatamente uma seleção perder, recebe a aposta como aposta grátis até {amount}.</li></ol><h3>Termos</h3><ul><li>Um reembolso por jogador por dia.</li><li>Apostas com cash out não contam.</li><li>A aposta grátis expira em 7 dias.</li></ul>',
        ctaLabel: 'Criar múltipla',
      },
      sw: {
        title: 'Bima ya mkeka',
        summary: 'Chaguo moja tu limeangusha mkeka wako wa 5 au zaidi? Pata dau lako kama dau la bure, hadi {amount}.',
        termsHtml:
          '<h3>Jinsi inavyofanya kazi</h3><ol><li>Jiunge kwenye ukurasa huu.</li><li>Weka mkeka wa machaguo 5 au zaidi, kila moja kwa odds 1.30 au zaidi.</li><li>Chaguo moja tu likishindwa, unarudishiwa dau kama dau la bure hadi {amount}.</li></ol><h3>Masharti</h3><ul><li>Marejesho moja kwa mchezaji kwa siku.</li><li>Dau zilizotolewa mapema (cash out) hazihusiki.</li><li>Dau la bure linaisha baada ya siku 7.</li></ul>',
        ctaLabel: 'Tengeneza mkeka',
      },
    },
  },
  {
    id: 'bet-and-get',
    brands: 'all',
    optIn: true,
    startsInDays: -1,
    endsInDays: 6,
    hue: 145,
    link: '/sports',
    amountEur: 10,
    texts: {
      en: {
        title: 'Bet {amount}, get a free bet',
        summary: 'Place a {amount} single on any football match this week and get a free bet of the same amount.',
        termsHtml:
          '<p>Opt in, then place a single of at least {amount} at odds of 1.50 or more on a football match before the offer ends. The free bet is credited within 24 hours of the qualifying bet settling.</p><ul><li>Only your first qualifying bet counts.</li><li>Free bet stakes are not returned with winnings.</li></ul>',
        ctaLabel: 'Go to football',
      },
      es: {
        title: 'Apuesta {amount} y llévate una apuesta gratis',
        summary: 'Haz una apuesta simple de {amount} a cualquier partido de fútbol esta semana y recibe una apuesta gratis del mismo importe.',
        termsHtml:
          '<p>Apúntate y haz una apuesta simple de al menos {amount} con cuota de 1,50 o más a un partido de fútbol antes de que acabe la oferta. La apuesta gratis se abona en las 24 horas siguientes a la liquidación.</p><ul><li>Solo cuenta tu primera apuesta válida.</li><li>La apuesta gratis no se devuelve con las ganancias.</li></ul>',
        ctaLabel: 'Ir a fútbol',
      },
      fr: {
        title: 'Pariez {amount}, recevez un pari gratuit',
        summary: 'Placez un pari simple de {amount} sur un match de football cette semaine et recevez un pari gratuit du même montant.',
        termsHtml:
          '<p>Inscrivez-vous, puis placez un pari simple d’au moins {amount} à une cote de 1,50 ou plus sur un match de football avant la fin de l’offre. Le pari gratuit est crédité dans les 24 heures suivant le règlement.</p><ul><li>Seul votre premier pari qualifiant compte.</li><li>La mise du pari gratuit n’est pas rendue avec les gains.</li></ul>',
        ctaLabel: 'Aller au football',
      },
      pt: {
        title: 'Aposte {amount} e ganhe uma aposta grátis',
        summary: 'Faça uma aposta simples de {amount} em qualquer jogo de futebol esta semana e receba uma aposta grátis do mesmo valor.',
        termsHtml:
          '<p>Adira e faça uma aposta simples de pelo menos {amount} com odd de 1,50 ou mais num jogo de futebol antes do fim da oferta. A aposta grátis é creditada nas 24 horas após a liquidação.</p><ul><li>Só conta a primeira aposta válida.</li><li>O valor da aposta grátis não é devolvido com os ganhos.</li></ul>',
        ctaLabel: 'Ir para futebol',
      },
      sw: {
        title: 'Bashiri {amount}, pata dau la bure',
        summary: 'Weka dau moja la {amount} kwenye mechi yoyote ya mpira wiki hii upate dau la bure la kiasi hicho hicho.',
        termsHtml:
          '<p>Jiunge, kisha weka dau moja la angalau {amount} kwa odds 1.50 au zaidi kwenye mechi ya mpira kabla ofa haijaisha. Dau la bure linawekwa ndani ya saa 24 baada ya dau kulipwa.</p><ul><li>Dau lako la kwanza linalostahili tu ndilo linahesabiwa.</li><li>Dau la bure halirudishwi pamoja na ushindi.</li></ul>',
        ctaLabel: 'Nenda kwenye mpira',
      },
    },
  },
  {
    id: 'cash-out',
    brands: 'all',
    optIn: false,
    startsInDays: -30,
    endsInDays: null,
    hue: 275,
    link: '/open_bets',
    amountEur: 0,
    texts: {
      en: {
        title: 'Cash out, your way',
        summary: 'Take your winnings early, or cut your losses, from My Bets on singles and multiples.',
        termsHtml: '<p>Cash out is offered on most pre-match and live markets. The amount offered follows the current prices and may change or be suspended while a market is suspended.</p>',
        ctaLabel: 'Open My Bets',
      },
      es: {
        title: 'Cobra cuando quieras',
        summary: 'Cobra antes tus ganancias, o limita tus pérdidas, desde Mis apuestas en simples y combinadas.',
        termsHtml: '<p>El cobro anticipado está disponible en la mayoría de mercados previos y en directo. El importe sigue las cuotas actuales y puede cambiar o suspenderse.</p>',
        ctaLabel: 'Abrir Mis apuestas',
      },
      fr: {
        title: 'Encaissez quand vous voulez',
        summary: 'Encaissez vos gains plus tôt, ou limitez vos pertes, depuis Mes paris, en simple comme en combiné.',
        termsHtml: '<p>L’encaissement est proposé sur la plupart des marchés avant-match et en direct. Le montant suit les cotes du moment et peut changer ou être suspendu.</p>',
        ctaLabel: 'Ouvrir Mes paris',
      },
      pt: {
        title: 'Cash out à sua maneira',
        summary: 'Receba os ganhos mais cedo, ou limite as perdas, nas Minhas apostas, em simples e múltiplas.',
        termsHtml: '<p>O cash out está disponível na maioria dos mercados pré-jogo e ao vivo. O valor segue as odds atuais e pode mudar ou ser suspenso.</p>',
        ctaLabel: 'Abrir Minhas apostas',
      },
      sw: {
        title: 'Cash out kwa njia yako',
        summary: 'Chukua ushindi wako mapema, au punguza hasara, kutoka Dau Zangu kwa dau moja na mikeka.',
        termsHtml: '<p>Cash out inapatikana kwenye masoko mengi kabla ya mechi na mubashara. Kiasi kinafuata odds za sasa na kinaweza kubadilika au kusimamishwa.</p>',
        ctaLabel: 'Fungua Dau Zangu',
      },
    },
  },
  {
    id: 'extra-place-saturday',
    brands: ['kingsbet', 'jambobet'],
    optIn: true,
    startsInDays: 2,
    endsInDays: 3,
    hue: 25,
    link: '/sports',
    amountEur: 50,
    texts: {
      en: {
        title: 'Extra place Saturday',
        summary: 'Each-way bets paid one place deeper on featured races, up to {amount} per bet.',
        termsHtml: '<p>Opt in before the first featured race. Each-way singles on featured races are paid one extra place at the usual fraction. Maximum stake {amount} per bet.</p>',
        ctaLabel: 'See the races',
      },
      es: { title: 'Sábado de puesto extra', summary: 'Apuestas each-way pagadas un puesto más en carreras destacadas, hasta {amount} por apuesta.', termsHtml: '<p>Apúntate antes de la primera carrera destacada. Apuesta máxima {amount}.</p>', ctaLabel: 'Ver carreras' },
      fr: { title: 'Samedi place en plus', summary: 'Paris placés payés une place de plus sur les courses phares, jusqu’à {amount} par pari.', termsHtml: '<p>Inscrivez-vous avant la première course phare. Mise maximale {amount}.</p>', ctaLabel: 'Voir les courses' },
      pt: { title: 'Sábado de lugar extra', summary: 'Apostas each-way pagas um lugar a mais nas corridas em destaque, até {amount} por aposta.', termsHtml: '<p>Adira antes da primeira corrida em destaque. Aposta máxima {amount}.</p>', ctaLabel: 'Ver corridas' },
      sw: { title: 'Jumamosi ya nafasi ya ziada', summary: 'Dau za each-way hulipwa nafasi moja zaidi kwenye mbio maalum, hadi {amount} kwa dau.', termsHtml: '<p>Jiunge kabla ya mbio ya kwanza maalum. Dau la juu {amount}.</p>', ctaLabel: 'Tazama mbio' },
    },
  },
];
