// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { harness } from '../testing/harness';

type Named = { description: string; outcomes: { description: string }[] };
type Listed = { events: { description: string; eventPaths: { description: string }[]; opponents: { description: string }[]; markets: Named[] }[] };

/** The first football fixture with its full market set (the event's own answer: lists leave the deep set out), in the language the call names. */
async function football(h: ReturnType<typeof harness>, locale: string | null, header?: string): Promise<Listed['events'][number]> {
  const language = locale ? `&l=${locale}` : '';
  const init = header ? { headers: { 'x-accept-language': header } } : {};
  const { json } = await h.call(`/xapi/rest/events?periodType=PRE_MATCH&eventPathIds=240&marketFilter=GAME&eventsPerPage=1${language}`, init);
  const listed = (json as unknown as Listed & { events: { id: string }[] }).events[0];
  if (!listed) throw new Error('the sandbox has no football fixture');
  const own = await h.call(`/xapi/rest/events/${listed.id}?${language.slice(1)}`, init);
  return own.json as unknown as Listed['events'][number];
}

describe('names in the request’s language (docs/api.md)', () => {
  const h = harness();

  it('answers sport, market and outcome names in pt, es, fr and sw; team names stay', async () => {
    const english = await football(h, null);
    const [home, away] = english.opponents.map((opponent) => opponent.description) as [string, string];
    expect(english.eventPaths[0]?.description).toBe('Football');
    expect(english.markets.map((market) => market.description)).toContain('Match Result');

    const pt = await football(h, 'pt');
    expect(pt.eventPaths[0]?.description).toBe('Futebol');
    const names = pt.markets.map((market) => market.description);
    expect(names).toContain('Resultado final');
    expect(names).toContain('Dupla hipótese');
    expect(names).toContain('Ambas as equipas marcam');
    expect(names).toContain('Resultado da 1.ª parte');
    const result = pt.markets.find((market) => market.description === 'Resultado final');
    expect(result?.outcomes.map((outcome) => outcome.description)).toEqual([home, 'Empate', away]);
    const doubleChance = pt.markets.find((market) => market.description === 'Dupla hipótese');
    expect(doubleChance?.outcomes.map((outcome) => outcome.description)).toEqual([`${home} ou empate`, `Empate ou ${away}`, `${home} ou ${away}`]);
    expect(pt.markets.find((market) => market.description === 'Ambas as equipas marcam')?.outcomes.map((o) => o.description)).toEqual(['Sim', 'Não']);
    expect(pt.markets.find((market) => market.description.startsWith('Mais/Menos'))?.outcomes[0]?.description).toMatch(/^Mais de \d+\.5$/);
    expect(pt.opponents.map((opponent) => opponent.description)).toEqual([home, away]);
    expect(pt.description).toBe(english.description);

    const es = await football(h, 'es');
    expect(es.eventPaths[0]?.description).toBe('Fútbol');
    expect(es.markets.find((market) => market.description === 'Resultado final')?.outcomes[1]?.description).toBe('Empate');
    // X-Accept-Language, as market-data calls send it, names the language too.
    const fr = await football(h, null, 'fr-FR');
    expect(fr.markets.find((market) => market.description === 'Résultat du match')?.outcomes[1]?.description).toBe('Match nul');
    const sw = await football(h, 'sw');
    expect(sw.eventPaths[0]?.description).toBe('Soka');
    expect(sw.markets.find((market) => market.description === 'Matokeo ya Mechi')?.outcomes[1]?.description).toBe('Sare');
  });

  it('names a top match’s deep markets and their outcomes too (issue 23); a part of the match after the name', async () => {
    const english = await football(h, null);
    expect(english.markets.length).toBeGreaterThanOrEqual(60);
    const es = await football(h, 'es');
    const names = es.markets.map((market) => market.description);
    for (const name of ['Resultado exacto', 'Empate apuesta no válida', 'Descanso/Final', 'Primer goleador', 'Total de córneres', 'Total de tarjetas', 'Resultado (2.ª parte)', 'Más/Menos 0.5 (1.ª parte)']) {
      expect(names.some((candidate) => candidate.startsWith(name)), name).toBe(true);
    }
    const first = es.markets.find((market) => market.description === 'Primer goleador');
    expect(first?.outcomes.slice(-2).map((outcome) => outcome.description)).toEqual(['Cualquier otro jugador', 'Sin goleador']);
    const sw = await football(h, 'sw');
    expect(sw.markets.map((market) => market.description)).toContain('Matokeo Sahihi');
    // No English name is left on a Portuguese page but team and player names.
    const pt = await football(h, 'pt');
    const englishWords = /\b(Goals?|Corners?|Cards|Half|Goalscorer|Score|Result|Booked|Margin|Odd|Even|Winner)\b/;
    expect(pt.markets.map((market) => market.description).filter((name) => englishWords.test(name))).toEqual([]);
  });

  it('names the sports list and the live page in the language; English and unknown languages stay English', async () => {
    type Sport = { code: string; name: string };
    const sports = (l: string) => h.call(`/xapi/rest/sports?l=${l}`).then(({ json }) => json as unknown as Sport[]);
    expect((await sports('es')).find((sport) => sport.code === 'BASK')?.name).toBe('Baloncesto');
    expect((await sports('pt')).find((sport) => sport.code === 'TENN')?.name).toBe('Ténis');
    expect((await sports('en')).find((sport) => sport.code === 'FOOT')?.name).toBe('Football');
    expect((await sports('de')).find((sport) => sport.code === 'FOOT')?.name).toBe('Football');
    const live = (await h.call('/xapi/marketdata/livepage', { headers: { 'x-accept-language': 'es-ES' } })).json as { sports: { code: string; name: string; events: { markets: Named[] }[] }[] };
    const liveFootball = live.sports.find((sport) => sport.code === 'FOOT');
    expect(liveFootball?.name).toBe('Fútbol');
    expect(liveFootball?.events[0]?.markets[0]?.description).toBe('Resultado final');
  });

  it('names the seeded sub-menu in the language: sports and words; titles stay', async () => {
    type Submenu = { links: { name: string }[] };
    const names = async (l: string) => ((await h.call(`/api/submenus/1?l=${l}`)).json as unknown as Submenu).links.map((link) => link.name);
    expect(await names('pt')).toEqual(['Futebol', 'Ao vivo', 'Ténis', 'Basquetebol', 'Jackpot', 'Virtuais', 'Promoções', 'VIP', 'Chat']);
    expect((await names('es')).slice(0, 4)).toEqual(['Fútbol', 'En directo', 'Tenis', 'Baloncesto']);
    expect((await names('en')).slice(0, 2)).toEqual(['Football', 'Live']);
  });
});
