/**
 * The sandbox's names in the request's language (docs/api.md "Names in the request's
 * language"): an operator's feed answers sport, market and outcome names in the language
 * the call names (`l`, else X-Accept-Language), so a Portuguese page reads "Futebol" and
 * "Empate", not "Football" and "Draw". The world keeps its names in English; they are
 * translated as they leave, by the phrase patterns below. Team, player, runner, country
 * and league names are not translated (a team is called what it is called), and a name no
 * pattern knows (one an operator renamed through /sandbox) leaves as it is.
 */

import { SPORT_NAME_TABLE } from './sportNames';

export const NAMED_LANGUAGES = ['es', 'fr', 'pt', 'sw'] as const;
type NamedLanguage = (typeof NAMED_LANGUAGES)[number];

type Words = Record<NamedLanguage, string>;

const LANGUAGE_COLUMN: Record<NamedLanguage, 0 | 1 | 2 | 3> = { es: 0, fr: 1, pt: 2, sw: 3 };

type Phrase = readonly [RegExp, Record<NamedLanguage, (...parts: string[]) => string>];

const ordinal: Record<NamedLanguage, (n: string) => string> = {
  es: (n) => `${n}.ª`,
  fr: (n) => (n === '1' ? '1re' : `${n}e`),
  pt: (n) => `${n}.ª`,
  sw: (n) => n,
};
const firstOrSecond = (word: string): string => (word === '1st' ? '1' : '2');
/** The rest of a part's market name ("Total 1.5" of "1st Half Total 1.5"), named as the whole match's. */
const partName = (rest: string, language: NamedLanguage): string => translate(MARKET_PHRASES, rest, language);

/** Market names as the world's market factory writes them (marketFactory.ts), whole-name patterns. */
const MARKET_PHRASES: readonly Phrase[] = [
  [/^Match Result$/, { es: () => 'Resultado final', fr: () => 'Résultat du match', pt: () => 'Resultado final', sw: () => 'Matokeo ya Mechi' }],
  [/^(?:Money Line|Match Winner)$/, { es: () => 'Ganador del partido', fr: () => 'Vainqueur du match', pt: () => 'Vencedor do jogo', sw: () => 'Mshindi wa Mechi' }],
  [/^Handicap (\S+)$/, { es: (l) => `Hándicap ${l}`, fr: (l) => `Handicap ${l}`, pt: (l) => `Handicap ${l}`, sw: (l) => `Hendikepu ${l}` }],
  [/^Total (\d\S*)$/, { es: (l) => `Más/Menos ${l}`, fr: (l) => `Plus/Moins ${l}`, pt: (l) => `Mais/Menos ${l}`, sw: (l) => `Zaidi/Chini ${l}` }],
  [/^Double Chance$/, { es: () => 'Doble oportunidad', fr: () => 'Double chance', pt: () => 'Dupla hipótese', sw: () => 'Nafasi Mbili' }],
  [/^Both Teams To Score$/, { es: () => 'Ambos equipos marcan', fr: () => 'Les deux équipes marquent', pt: () => 'Ambas as equipas marcam', sw: () => 'Timu Zote Kufunga' }],
  [/^1st Half Result$/, { es: () => 'Resultado de la 1.ª parte', fr: () => 'Résultat de la 1re mi-temps', pt: () => 'Resultado da 1.ª parte', sw: () => 'Matokeo ya Kipindi cha 1' }],
  [/^Quarter (\d+) Winner$/, { es: (n) => `Ganador del ${n}.º cuarto`, fr: (n) => `Vainqueur du ${n === '1' ? '1er' : `${n}e`} quart-temps`, pt: (n) => `Vencedor do ${n}.º período`, sw: (n) => `Mshindi wa Robo ya ${n}` }],
  [/^Race to (\d+) Points$/, { es: (n) => `Primero a ${n} puntos`, fr: (n) => `Premier à ${n} points`, pt: (n) => `Primeiro a ${n} pontos`, sw: (n) => `Wa Kwanza Kufikia Pointi ${n}` }],
  [/^Set Handicap (\S+)$/, { es: (l) => `Hándicap de sets ${l}`, fr: (l) => `Handicap de sets ${l}`, pt: (l) => `Handicap de sets ${l}`, sw: (l) => `Hendikepu ya Seti ${l}` }],
  [/^Map Handicap (\S+)$/, { es: (l) => `Hándicap de mapas ${l}`, fr: (l) => `Handicap de cartes ${l}`, pt: (l) => `Handicap de mapas ${l}`, sw: (l) => `Hendikepu ya Ramani ${l}` }],
  [/^Total Sets (\S+)$/, { es: (l) => `Total de sets ${l}`, fr: (l) => `Total de sets ${l}`, pt: (l) => `Total de sets ${l}`, sw: (l) => `Jumla ya Seti ${l}` }],
  [/^Total Maps (\S+)$/, { es: (l) => `Total de mapas ${l}`, fr: (l) => `Total de cartes ${l}`, pt: (l) => `Total de mapas ${l}`, sw: (l) => `Jumla ya Ramani ${l}` }],
  [/^Set (\d+) Winner$/, { es: (n) => `Ganador del ${n}.º set`, fr: (n) => `Vainqueur du ${n === '1' ? '1er' : `${n}e`} set`, pt: (n) => `Vencedor do ${n}.º set`, sw: (n) => `Mshindi wa Seti ya ${n}` }],
  [/^Map (\d+) Winner$/, { es: (n) => `Ganador del ${n}.º mapa`, fr: (n) => `Vainqueur de la ${ordinal.fr(n)} carte`, pt: (n) => `Vencedor do ${n}.º mapa`, sw: (n) => `Mshindi wa Ramani ya ${n}` }],
  [/^(1st|2nd) Innings Runs (\S+)$/, {
    es: (w, l) => `Carreras de la ${ordinal.es(firstOrSecond(w))} entrada ${l}`,
    fr: (w, l) => `Points de la ${ordinal.fr(firstOrSecond(w))} manche ${l}`,
    pt: (w, l) => `Corridas da ${ordinal.pt(firstOrSecond(w))} entrada ${l}`,
    sw: (w, l) => `Mikimbio ya Awamu ya ${firstOrSecond(w)} ${l}`,
  }],
  [/^(1st|2nd) Innings Over (\d+) Runs$/, {
    es: (w, n) => `Carreras del over ${n} (${ordinal.es(firstOrSecond(w))} entrada)`,
    fr: (w, n) => `Points de l'over ${n} (${ordinal.fr(firstOrSecond(w))} manche)`,
    pt: (w, n) => `Corridas do over ${n} (${ordinal.pt(firstOrSecond(w))} entrada)`,
    sw: (w, n) => `Mikimbio ya Ova ${n} (Awamu ya ${firstOrSecond(w)})`,
  }],
  [/^Outright Winner$/, { es: () => 'Ganador absoluto', fr: () => 'Vainqueur final', pt: () => 'Vencedor final', sw: () => 'Mshindi wa Jumla' }],
  [/^Win$/, { es: () => 'Ganador', fr: () => 'Gagnant', pt: () => 'Vencedor', sw: () => 'Mshindi' }],
  // The event page's deeper markets (issue 23, deepMarkets.ts). A team's name stays in front.
  [/^Draw No Bet$/, { es: () => 'Empate apuesta no válida', fr: () => 'Remboursé si match nul', pt: () => 'Empate anula aposta', sw: () => 'Sare Hakuna Dau' }],
  [/^Total Goals Odd\/Even$/, { es: () => 'Goles par/impar', fr: () => 'Buts pair/impair', pt: () => 'Golos par/ímpar', sw: () => 'Magoli Witiri/Shufwa' }],
  [/^Total Points Odd\/Even$/, { es: () => 'Puntos par/impar', fr: () => 'Points pair/impair', pt: () => 'Pontos par/ímpar', sw: () => 'Pointi Witiri/Shufwa' }],
  [/^Total Goals (\S+)$/, { es: (l) => `Total de goles ${l}`, fr: (l) => `Total de buts ${l}`, pt: (l) => `Total de golos ${l}`, sw: (l) => `Jumla ya Magoli ${l}` }],
  [/^Asian Handicap (\S+)$/, { es: (l) => `Hándicap asiático ${l}`, fr: (l) => `Handicap asiatique ${l}`, pt: (l) => `Handicap asiático ${l}`, sw: (l) => `Hendikepu ya Kiasia ${l}` }],
  [/^Alternative Handicap (\S+)$/, { es: (l) => `Hándicap alternativo ${l}`, fr: (l) => `Handicap alternatif ${l}`, pt: (l) => `Handicap alternativo ${l}`, sw: (l) => `Hendikepu Mbadala ${l}` }],
  [/^Alternative Total (\S+)$/, { es: (l) => `Más/Menos alternativo ${l}`, fr: (l) => `Plus/Moins alternatif ${l}`, pt: (l) => `Mais/Menos alternativo ${l}`, sw: (l) => `Jumla Mbadala ${l}` }],
  [/^Puck Line (\S+)$/, { es: (l) => `Hándicap de puck ${l}`, fr: (l) => `Handicap puck ${l}`, pt: (l) => `Handicap puck ${l}`, sw: (l) => `Hendikepu ya Puck ${l}` }],
  [/^Correct Score$/, { es: () => 'Resultado exacto', fr: () => 'Score exact', pt: () => 'Resultado correto', sw: () => 'Matokeo Sahihi' }],
  [/^Exact Total Goals$/, { es: () => 'Número exacto de goles', fr: () => 'Nombre exact de buts', pt: () => 'Número exato de golos', sw: () => 'Idadi Kamili ya Magoli' }],
  [/^Winning Margin$/, { es: () => 'Margen de victoria', fr: () => 'Écart de victoire', pt: () => 'Margem de vitória', sw: () => 'Tofauti ya Ushindi' }],
  [/^Result and Both Teams To Score$/, { es: () => 'Resultado y ambos equipos marcan', fr: () => 'Résultat et les deux équipes marquent', pt: () => 'Resultado e ambas as equipas marcam', sw: () => 'Matokeo na Timu Zote Kufunga' }],
  [/^Half Time\/Full Time$/, { es: () => 'Descanso/Final', fr: () => 'Mi-temps/Fin de match', pt: () => 'Intervalo/Final', sw: () => 'Mapumziko/Mwisho wa Mechi' }],
  [/^Highest Scoring Half$/, { es: () => 'Parte con más goles', fr: () => 'Mi-temps la plus prolifique', pt: () => 'Parte com mais golos', sw: () => 'Kipindi chenye Magoli Mengi' }],
  [/^Total Corners (\S+)$/, { es: (l) => `Total de córneres ${l}`, fr: (l) => `Total de corners ${l}`, pt: (l) => `Total de cantos ${l}`, sw: (l) => `Jumla ya Kona ${l}` }],
  [/^Corner Handicap (\S+)$/, { es: (l) => `Hándicap de córneres ${l}`, fr: (l) => `Handicap corners ${l}`, pt: (l) => `Handicap de cantos ${l}`, sw: (l) => `Hendikepu ya Kona ${l}` }],
  [/^First Corner$/, { es: () => 'Primer córner', fr: () => 'Premier corner', pt: () => 'Primeiro canto', sw: () => 'Kona ya Kwanza' }],
  [/^Total Cards (\S+)$/, { es: (l) => `Total de tarjetas ${l}`, fr: (l) => `Total de cartons ${l}`, pt: (l) => `Total de cartões ${l}`, sw: (l) => `Jumla ya Kadi ${l}` }],
  [/^Most Cards$/, { es: () => 'Más tarjetas', fr: () => 'Plus de cartons', pt: () => 'Mais cartões', sw: () => 'Kadi Nyingi Zaidi' }],
  [/^Player To Be Booked$/, { es: () => 'Jugador amonestado', fr: () => 'Joueur averti', pt: () => 'Jogador advertido', sw: () => 'Mchezaji Kuonyeshwa Kadi' }],
  [/^First Goalscorer$/, { es: () => 'Primer goleador', fr: () => 'Premier buteur', pt: () => 'Primeiro marcador', sw: () => 'Mfungaji wa Kwanza' }],
  [/^Anytime Goalscorer$/, { es: () => 'Goleador en cualquier momento', fr: () => 'Buteur à tout moment', pt: () => 'Marcador a qualquer momento', sw: () => 'Mfungaji Wakati Wowote' }],
  [/^Total Games (\S+)$/, { es: (l) => `Total de juegos ${l}`, fr: (l) => `Total de jeux ${l}`, pt: (l) => `Total de jogos ${l}`, sw: (l) => `Jumla ya Michezo ${l}` }],
  [/^Game Handicap (\S+)$/, { es: (l) => `Hándicap de juegos ${l}`, fr: (l) => `Handicap jeux ${l}`, pt: (l) => `Handicap de jogos ${l}`, sw: (l) => `Hendikepu ya Michezo ${l}` }],
  [/^Set Betting$/, { es: () => 'Resultado en sets', fr: () => 'Score en sets', pt: () => 'Resultado em sets', sw: () => 'Matokeo ya Seti' }],
  [/^Result$/, { es: () => 'Resultado', fr: () => 'Résultat', pt: () => 'Resultado', sw: () => 'Matokeo' }],
  [/^Winner$/, { es: () => 'Ganador', fr: () => 'Vainqueur', pt: () => 'Vencedor', sw: () => 'Mshindi' }],
  // A part of the match: the rest of the name as the whole match's, the part after it.
  [/^(1st|2nd) Half (.+)$/, {
    es: (w, rest) => `${partName(rest, 'es')} (${ordinal.es(firstOrSecond(w))} parte)`,
    fr: (w, rest) => `${partName(rest, 'fr')} (${ordinal.fr(firstOrSecond(w))} mi-temps)`,
    pt: (w, rest) => `${partName(rest, 'pt')} (${ordinal.pt(firstOrSecond(w))} parte)`,
    sw: (w, rest) => `${partName(rest, 'sw')} (Kipindi cha ${firstOrSecond(w)})`,
  }],
  [/^Quarter (\d+) (Total \S+)$/, {
    es: (n, rest) => `${partName(rest, 'es')} (${n}.º cuarto)`,
    fr: (n, rest) => `${partName(rest, 'fr')} (${n === '1' ? '1er' : `${n}e`} quart-temps)`,
    pt: (n, rest) => `${partName(rest, 'pt')} (${n}.º período)`,
    sw: (n, rest) => `${partName(rest, 'sw')} (Robo ya ${n})`,
  }],
  [/^Period (\d+) (.+)$/, {
    es: (n, rest) => `${partName(rest, 'es')} (${n}.º periodo)`,
    fr: (n, rest) => `${partName(rest, 'fr')} (${n === '1' ? '1re' : `${n}e`} période)`,
    pt: (n, rest) => `${partName(rest, 'pt')} (${n}.º período)`,
    sw: (n, rest) => `${partName(rest, 'sw')} (Kipindi cha ${n})`,
  }],
  [/^(.+) Total Goals (\S+)$/, { es: (t, l) => `${t}: total de goles ${l}`, fr: (t, l) => `${t} : total de buts ${l}`, pt: (t, l) => `${t}: total de golos ${l}`, sw: (t, l) => `${t}: Jumla ya Magoli ${l}` }],
  [/^(.+) Total Points (\S+)$/, { es: (t, l) => `${t}: total de puntos ${l}`, fr: (t, l) => `${t} : total de points ${l}`, pt: (t, l) => `${t}: total de pontos ${l}`, sw: (t, l) => `${t}: Jumla ya Pointi ${l}` }],
  [/^(.+) Clean Sheet$/, { es: (t) => `${t}: portería a cero`, fr: (t) => `${t} : cage inviolée`, pt: (t) => `${t}: sem sofrer golos`, sw: (t) => `${t}: Bila Kufungwa` }],
  [/^(.+) Corners (\S+)$/, { es: (t, l) => `${t}: córneres ${l}`, fr: (t, l) => `${t} : corners ${l}`, pt: (t, l) => `${t}: cantos ${l}`, sw: (t, l) => `${t}: Kona ${l}` }],
  // Player markets keep the player's name in front.
  [/^(.+) Points (\d\S*)$/, { es: (p, l) => `${p}: puntos ${l}`, fr: (p, l) => `${p} : points ${l}`, pt: (p, l) => `${p}: pontos ${l}`, sw: (p, l) => `${p}: Pointi ${l}` }],
  [/^(.+) Anytime Scorer$/, { es: (p) => `${p} marca en cualquier momento`, fr: (p) => `${p} buteur à tout moment`, pt: (p) => `${p} marca a qualquer momento`, sw: (p) => `${p} Kufunga Wakati Wowote` }],
];

const DRAW: Words = { es: 'Empate', fr: 'Match nul', pt: 'Empate', sw: 'Sare' };
const OR: Words = { es: 'o', fr: 'ou', pt: 'ou', sw: 'au' };

/** Outcome names: the words around team names; a team's own name is never matched alone. */
const OUTCOME_PHRASES: readonly Phrase[] = [
  [/^Draw$/, { es: () => DRAW.es, fr: () => DRAW.fr, pt: () => DRAW.pt, sw: () => DRAW.sw }],
  [/^Yes$/, { es: () => 'Sí', fr: () => 'Oui', pt: () => 'Sim', sw: () => 'Ndiyo' }],
  [/^No$/, { es: () => 'No', fr: () => 'Non', pt: () => 'Não', sw: () => 'Hapana' }],
  [/^Over (\S+)$/, { es: (l) => `Más de ${l}`, fr: (l) => `Plus de ${l}`, pt: (l) => `Mais de ${l}`, sw: (l) => `Zaidi ya ${l}` }],
  [/^Under (\S+)$/, { es: (l) => `Menos de ${l}`, fr: (l) => `Moins de ${l}`, pt: (l) => `Menos de ${l}`, sw: (l) => `Chini ya ${l}` }],
  [/^Home$/, { es: () => 'Local', fr: () => 'Domicile', pt: () => 'Casa', sw: () => 'Nyumbani' }],
  [/^Away$/, { es: () => 'Visitante', fr: () => 'Extérieur', pt: () => 'Fora', sw: () => 'Ugenini' }],
  [/^(.+) or Draw$/, { es: (a) => `${a} ${OR.es} empate`, fr: (a) => `${a} ${OR.fr} nul`, pt: (a) => `${a} ${OR.pt} empate`, sw: (a) => `${a} ${OR.sw} sare` }],
  [/^Draw or (.+)$/, { es: (b) => `Empate ${OR.es} ${b}`, fr: (b) => `Nul ${OR.fr} ${b}`, pt: (b) => `Empate ${OR.pt} ${b}`, sw: (b) => `Sare ${OR.sw} ${b}` }],
  [/^Odd$/, { es: () => 'Impar', fr: () => 'Impair', pt: () => 'Ímpar', sw: () => 'Witiri' }],
  [/^Even$/, { es: () => 'Par', fr: () => 'Pair', pt: () => 'Par', sw: () => 'Shufwa' }],
  [/^Tie$/, { es: () => 'Igualdad', fr: () => 'Égalité', pt: () => 'Igualdade', sw: () => 'Sawa' }],
  [/^Any Other Player$/, { es: () => 'Cualquier otro jugador', fr: () => 'Tout autre joueur', pt: () => 'Qualquer outro jogador', sw: () => 'Mchezaji Mwingine Yeyote' }],
  [/^No Goalscorer$/, { es: () => 'Sin goleador', fr: () => 'Aucun buteur', pt: () => 'Sem marcador', sw: () => 'Hakuna Mfungaji' }],
  [/^Any Other Home Win$/, { es: () => 'Otra victoria local', fr: () => 'Autre victoire à domicile', pt: () => 'Outra vitória da casa', sw: () => 'Ushindi Mwingine wa Nyumbani' }],
  [/^Any Other Draw$/, { es: () => 'Otro empate', fr: () => 'Autre match nul', pt: () => 'Outro empate', sw: () => 'Sare Nyingine' }],
  [/^Any Other Away Win$/, { es: () => 'Otra victoria visitante', fr: () => 'Autre victoire à l’extérieur', pt: () => 'Outra vitória fora', sw: () => 'Ushindi Mwingine wa Ugenini' }],
  [/^(1st|2nd) Half$/, { es: (w) => `${ordinal.es(firstOrSecond(w))} parte`, fr: (w) => `${ordinal.fr(firstOrSecond(w))} mi-temps`, pt: (w) => `${ordinal.pt(firstOrSecond(w))} parte`, sw: (w) => `Kipindi cha ${firstOrSecond(w)}` }],
  [/^(\d\+?) Goals$/, { es: (n) => `${n} goles`, fr: (n) => `${n} buts`, pt: (n) => `${n} golos`, sw: (n) => `Magoli ${n}` }],
];

/** The language a request's locale names, when the sandbox has names in it ('pt-BR' is pt); null for English and others. */
export function namedLanguage(locale: string | null | undefined): NamedLanguage | null {
  const language = (locale ?? '').slice(0, 2).toLowerCase();
  return (NAMED_LANGUAGES as readonly string[]).includes(language) ? (language as NamedLanguage) : null;
}

function translate(phrases: readonly Phrase[], name: string, language: NamedLanguage): string {
  for (const [pattern, words] of phrases) {
    const match = pattern.exec(name);
    if (match) return words[language](...match.slice(1));
  }
  return name;
}

export function sportName(code: string, englishName: string, locale: string | null | undefined): string {
  const language = namedLanguage(locale);
  return language === null ? englishName : (SPORT_NAME_TABLE[code]?.[LANGUAGE_COLUMN[language]] ?? englishName);
}

export function marketName(name: string, locale: string | null | undefined): string {
  const language = namedLanguage(locale);
  return language === null ? name : translate(MARKET_PHRASES, name, language);
}

/** An outcome's name; a double-chance pair of two teams ("A or B") only when the market says so (`teamPair`). */
export function outcomeName(name: string, locale: string | null | undefined, teamPair?: readonly [string, string]): string {
  const language = namedLanguage(locale);
  if (language === null) return name;
  if (teamPair && name === `${teamPair[0]} or ${teamPair[1]}`) return `${teamPair[0]} ${OR[language]} ${teamPair[1]}`;
  return translate(OUTCOME_PHRASES, name, language);
}

/** The operator's sub-menu words (content's SUBMENUS); sports by their catalogue code. */
const MENU_WORDS: Readonly<Record<string, Words | { sport: string }>> = {
  Football: { sport: 'FOOT' },
  Tennis: { sport: 'TENN' },
  Basketball: { sport: 'BASK' },
  Live: { es: 'En directo', fr: 'En direct', pt: 'Ao vivo', sw: 'Mubashara' },
  Virtuals: { es: 'Virtuales', fr: 'Virtuels', pt: 'Virtuais', sw: 'Mtandaoni' },
  Promotions: { es: 'Promociones', fr: 'Promotions', pt: 'Promoções', sw: 'Ofa' },
};

/** A sub-menu link's name in the request's language; names it does not know (Jackpot, VIP, an operator's own) stay. */
export function menuLinkName(name: string, locale: string | null | undefined): string {
  const language = namedLanguage(locale);
  const words = MENU_WORDS[name];
  if (language === null || words === undefined) return name;
  return 'sport' in words ? sportName(words.sport, name, locale) : words[language];
}
