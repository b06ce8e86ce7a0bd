import { describe, expect, it } from 'vitest';
import { JURISDICTIONS, JURISDICTION_PROFILES, hasAccountTools, saferGamblingSettings } from './jurisdictionProfiles';

describe('jurisdiction profiles', () => {
  it('has one profile per jurisdiction, each naming itself', () => {
    expect(Object.keys(JURISDICTION_PROFILES).sort()).toEqual([...JURISDICTIONS].sort());
    for (const code of JURISDICTIONS) expect(JURISDICTION_PROFILES[code].jurisdiction).toBe(code);
  });

  it('uk offers the three exclusions, three time-outs, every limit, an hourly reality check, the clock, 18+ and GAMSTOP first', () => {
    const uk = JURISDICTION_PROFILES.uk;
    expect(uk.selfExclusionDays).toEqual([183, 365, 1825]);
    expect(uk.timeOutDays).toEqual([1, 7, 42]);
    expect(uk.depositLimits).toEqual(['daily', 'weekly', 'monthly']);
    expect(uk.realityCheckMinutes).toBe(60);
    expect(uk.sessionClock).toBe(true);
    expect(uk.ageMark).toBe(true);
    expect(uk.links[0]).toEqual({ id: 'gamstop', name: 'GAMSTOP', url: 'https://www.gamstop.co.uk' });
    expect(hasAccountTools(uk)).toBe(true);
  });

  it('each regulated market links its national scheme; de allows only the monthly limit; mt shows no clock', () => {
    expect(JURISDICTION_PROFILES.es.links[0]?.id).toBe('rgiaj');
    expect(JURISDICTION_PROFILES.se.links[0]?.id).toBe('spelpaus');
    expect(JURISDICTION_PROFILES.nl.links[0]?.id).toBe('cruks');
    expect(JURISDICTION_PROFILES.de.links[0]?.id).toBe('oasis');
    expect(JURISDICTION_PROFILES.de.depositLimits).toEqual(['monthly']);
    expect(JURISDICTION_PROFILES.mt.sessionClock).toBe(false);
    expect(JURISDICTION_PROFILES.nl.realityCheckMinutes).toBe(30);
  });

  it('none turns every tool off', () => {
    const none = JURISDICTION_PROFILES.none;
    expect(none).toMatchObject({ selfExclusionDays: [], timeOutDays: [], depositLimits: [], realityCheckMinutes: null, sessionClock: false, ageMark: false, links: [] });
    expect(hasAccountTools(none)).toBe(false);
  });
});

describe('saferGamblingSettings', () => {
  it('no setting is none, without a problem', () => {
    expect(saferGamblingSettings(null)).toEqual({ profile: JURISDICTION_PROFILES.none, problems: [] });
    expect(saferGamblingSettings({ jurisdiction: '' }).profile.jurisdiction).toBe('none');
  });

  it('reads the code whatever its case and spaces', () => {
    expect(saferGamblingSettings({ jurisdiction: ' UK ' }).profile).toEqual(JURISDICTION_PROFILES.uk);
    expect(saferGamblingSettings({ jurisdiction: 'es' }).profile.links.map((link) => link.id)).toEqual(['rgiaj', 'jugarbien']);
  });

  it('an unknown jurisdiction falls back to none with a problem that names the fix', () => {
    const result = saferGamblingSettings({ jurisdiction: 'gb' });
    expect(result.profile.jurisdiction).toBe('none');
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toContain('"gb"');
    expect(result.problems[0]).toContain('Set jurisdiction to one of "uk", "mt", "es", "se", "nl", "de", "none"');
    expect(saferGamblingSettings({ jurisdiction: 44 }).problems[0]).toContain('44');
  });

  it('overrides the reality check, the clock and the 18+ mark per brand', () => {
    const result = saferGamblingSettings({ jurisdiction: 'uk', safer_gambling_reality_check_minutes: '0.05', safer_gambling_session_clock: 'false', safer_gambling_age_mark: false });
    expect(result.profile.realityCheckMinutes).toBe(0.05);
    expect(result.profile.sessionClock).toBe(false);
    expect(result.profile.ageMark).toBe(false);
    expect(result.profile.selfExclusionDays).toEqual([183, 365, 1825]);
    expect(saferGamblingSettings({ jurisdiction: 'uk', safer_gambling_reality_check_minutes: 0 }).profile.realityCheckMinutes).toBeNull();
    expect(saferGamblingSettings({ jurisdiction: 'mt', safer_gambling_session_clock: true }).profile.sessionClock).toBe(true);
  });

  it('a bad reality-check interval keeps the profile one and says so', () => {
    const result = saferGamblingSettings({ jurisdiction: 'nl', safer_gambling_reality_check_minutes: '30m' });
    expect(result.profile.realityCheckMinutes).toBe(30);
    expect(result.problems[0]).toContain('set a positive number of minutes');
  });
});
