/** Name pools the seeded catalogue draws from: plausible, invented, never a real club's trademark. */
export const COUNTRIES: readonly string[] = [
  'England', 'Spain', 'Germany', 'Italy', 'France', 'Portugal', 'Netherlands', 'Brazil', 'Argentina', 'USA',
  'Australia', 'India', 'Japan', 'Kenya', 'Nigeria', 'Mexico', 'Sweden', 'Poland', 'Turkey', 'Greece',
];

export const CITIES: readonly string[] = [
  'Ashford', 'Brookvale', 'Carrow', 'Dunmore', 'Eastwick', 'Fairhaven', 'Glenrock', 'Harrowgate', 'Ironbridge', 'Juniper',
  'Kingsport', 'Lakemont', 'Marlow', 'Northfield', 'Oakham', 'Pinecrest', 'Queensbury', 'Riverton', 'Stonebridge', 'Thornbury',
  'Upton', 'Valemont', 'Westbrook', 'Yarrow', 'Zephyr Bay', 'Aldmoor', 'Blackwater', 'Coldstream', 'Deepdale', 'Elmstead',
  'Foxley', 'Greywell', 'Hollins', 'Ivywood', 'Kestrel', 'Larkhill', 'Millbrook', 'Newhaven', 'Oldcastle', 'Portwood',
];

export const CLUB_SUFFIXES: readonly string[] = ['United', 'City', 'Rovers', 'Athletic', 'FC', 'Wanderers', 'Town', 'Albion', 'Rangers', 'Sporting'];
export const FRANCHISE_SUFFIXES: readonly string[] = ['Hawks', 'Comets', 'Titans', 'Wolves', 'Falcons', 'Storm', 'Knights', 'Pioneers', 'Vipers', 'Bears'];
export const ESPORTS_TEAMS: readonly string[] = ['Nova Five', 'Iron Lotus', 'Quantum Owls', 'Crimson Echo', 'Polar Byte', 'Static Tigers', 'Neon Drift', 'Vortex Unit', 'Silent Forge', 'Azure Pulse', 'Rogue Atlas', 'Ember Shift'];

export const FIRST_NAMES: readonly string[] = ['Alex', 'Bruno', 'Carlos', 'Dmitri', 'Elena', 'Felix', 'Gustav', 'Hugo', 'Ines', 'Jonas', 'Kenji', 'Luca', 'Marta', 'Nikolai', 'Omar', 'Pavel', 'Rafael', 'Sofia', 'Tomas', 'Viktor', 'Yara', 'Zoe'];
export const LAST_NAMES: readonly string[] = ['Almeida', 'Brandt', 'Castillo', 'Dvorak', 'Eriksen', 'Fontaine', 'Grant', 'Horvat', 'Ivanova', 'Jensen', 'Kovac', 'Lindqvist', 'Moreau', 'Novak', 'Okafor', 'Petrov', 'Quinn', 'Rossi', 'Silva', 'Tanaka', 'Ueda', 'Varga', 'Weber', 'Young'];
export const HORSE_NAMES: readonly string[] = ['Silver Arrow', 'Morning Glory', 'Red Admiral', 'Quiet Storm', 'Golden Spur', 'Night Harbour', 'Bold Venture', 'Lucky Clover', 'Desert Wind', 'Iron Duke', 'Misty Lane', 'Royal Flush', 'Copper Kettle', 'Wild Card'];
