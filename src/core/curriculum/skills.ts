/**
 * The skill graph (design/skill-map.md) as typed data.
 *
 * Changes from the proposal, as a maths teacher would make them (prerequisites steer the
 * adaptive engine: a wrong answer sends the pupil to the weakest prerequisite, so each one
 * must really be needed for the skill):
 * - pythagoras: dropped area_polygons (only the proof uses areas; applying the theorem does not)
 *   — powers come in through roots.
 * - circle: area_polygons → perimeter_area_basic + powers (πr² needs the square, not
 *   trapezoids); rational_arith kept for computing with π ≈ 3,14 and fractions.
 * - equation_word_problems: percent_of_number → word_problems + algebraic_expressions
 *   (writing the equation from the text is the skill; percent tasks are only one context).
 * - prisms_pyramids: added area_polygons (bases and faces are triangles, trapezoids, rhombi).
 * - counting_probability: added fraction_simplify_expand (probabilities are given in lowest terms).
 * - data_graphs: added decimals_notation (reading 2,5 on an axis or in a table).
 * - scientific_notation: added decimals_notation (the factor 3,2 in 3,2·10⁵).
 * - e8 marks every skill of klasy IV–VIII: the egzamin ósmoklasisty checks the whole
 *   primary-school core, and its recurring topics (fractions, percent, speed, scale, areas,
 *   solids, number line, division with remainder) come from grades 5–6 as much as 7–8.
 *
 * — topics-figures block — (graph and figure reading found missing against the podstawa and
 * CKE papers):
 * - distance_time_graphs: speed_distance_time (speed = distance / time is what a slope means
 *   here) + data_graphs (reading a value off an axis with a scale).
 * - pie_bar_charts: data_graphs (reading bars) + percent_basics (a sector is a percent of the
 *   whole; its angle is that percent of 360°).
 * - function_graphs: coordinate_plane (reading a point's coordinates) + data_graphs; grade 8,
 *   before function_concept of the liceum, which formalises what is read off here.
 * - solid_nets_sections: cuboid_prisms (nets of a cuboid, faces and edges) + pythagoras (the
 *   diagonal of a face is a side of the diagonal section).
 * - special_right_triangles: pythagoras (the 45-45-90 and 30-60-90 ratios come from it) +
 *   root_operations (answers like 5√2, 2√3 and rewriting 6/√3).
 * - topics-everyday block (issue 13, missing topics):
 *   - written_add_sub ← nat_arithmetic: the column algorithm adds single-digit facts column by
 *     column and relies on place value; written_mul_div ← written_add_sub: long multiplication
 *     adds its partial products and long division subtracts at every digit.
 *   - clock_calculations ← units_conversion: crossing a full hour or midnight is 1 h = 60 min,
 *     1 doba = 24 h. calendar_calculations ← divisibility_primes: leap years are the years
 *     divisible by 4, a weekday is the remainder of a day count divided by 7.
 *   - speed_units ← speed_distance_time (what km/h means) + fraction_mul_div (36 km/h =
 *     36 · 1000/3600 m/s is multiplying by the fraction 5/18).
 *   - percent_vat_discounts ← percent_changes: brutto is a rise by the VAT rate, netto from
 *     brutto is the reverse, successive discounts are successive changes.
 *   - bank_deposits ← percent_changes (capitalisation is a repeated rise) + fraction_of_number
 *     (interest for 3 months is 3/12 of a year's interest; the tax is 19% of the interest).
 * - open-templates block (issue 13, part 4): context_tasks — one situation (a trip with a
 *   timetable and prices, a garden plan, a shop receipt, a school survey) and 3–4 questions about
 *   it, as the exam asks them. Its prerequisites are the skills its questions use:
 *   percent_of_number (ulga, rabat, the survey's percentages), speed_distance_time (the trip's
 *   average speed), area_polygons (the garden's lawn and fence) and arithmetic_mean (reading and
 *   summarising data). Section: the exam's general requirements II–IV (using, interpreting and
 *   reasoning about information), which these tasks test across the content sections.
 * - curriculum-gaps block (issue 25, topics of the podstawa with no template):
 *   - solids_of_revolution (4-6.X: rozpoznaje walce, stożki i kule) ← cuboid_prisms: a pupil
 *     tells a cylinder from a prism and a cone from a pyramid by the base and the side, which
 *     the cuboid and prisms taught first; grade 6, where textbooks put the chapter "Bryły".
 *   - circle_angles (LO.VIII: kąty wpisane i środkowe) ← circle (centre, radius, arc) +
 *     geometric_reasoning (the isosceles triangle OAB and the angle sum used in every task).
 *     A skill of its own, not a topic of circle: circle is a grade-8 skill, and practice would
 *     ask a grade-8 pupil the liceum's theorem.
 *   - Names widened to the topics their new templates teach: short_multiplication (rozkład na
 *     czynniki, wyrażenia wymierne: LO.II), linear_inequalities (równania z wartością
 *     bezwzględną: LO.III), function_concept (przesunięcia wykresu: LO.V).
 */
import { SKILL_IDS, type SkillId } from './skill-ids.ts';
import { GRADES, type Grade } from './student-profile.ts';

export type AreaId = 'proportions' | 'fractions_powers' | 'linear_equations' | 'functions' | 'geometry';
export type CurriculumVersion = 'pp2024-4-8' | 'pp2018-lo';

export const AREAS: readonly { id: AreaId; name: string }[] = [
  { id: 'proportions', name: 'Proporcje i procenty' },
  { id: 'fractions_powers', name: 'Ułamki, potęgi i pierwiastki' },
  { id: 'linear_equations', name: 'Wyrażenia i równania' },
  { id: 'functions', name: 'Funkcje i wykresy' },
  { id: 'geometry', name: 'Geometria' },
];

export const AREA_NAMES: Readonly<Record<AreaId, string>> = Object.fromEntries(
  AREAS.map((a) => [a.id, a.name]),
) as Record<AreaId, string>;

export interface Skill {
  id: SkillId;
  /** Polish name shown to parents and pupils. */
  name: string;
  /** Grade that usually introduces the skill. */
  grade: Grade;
  prerequisites: readonly SkillId[];
  /** Section of the core curriculum: `4-6.N` klasy IV–VI, `7-8.N` klasy VII–VIII, `LO.N` liceum. */
  section: string;
  curriculum: CurriculumVersion;
  /** Parent-facing difficulty areas (may be empty for general arithmetic skills). */
  areas: readonly AreaId[];
  /** Relevant for the egzamin ósmoklasisty. */
  e8: boolean;
}

type Row = [SkillId, string, Grade, SkillId[], string, AreaId[]];

const ROWS: readonly Row[] = [
  ['nat_arithmetic', 'Działania na liczbach naturalnych, kolejność, kwadraty i sześciany', '5', [], '4-6.I–II', []],
  [
    'divisibility_primes',
    'Podzielność, liczby pierwsze, rozkład na czynniki',
    '5',
    ['nat_arithmetic'],
    '4-6.II',
    ['fractions_powers'],
  ],
  ['gcd_lcm', 'NWD i NWW', '5', ['divisibility_primes'], '4-6.II', ['fractions_powers']],
  [
    'fraction_concept',
    'Ułamek jako część i iloraz; ułamek na osi',
    '5',
    ['nat_arithmetic'],
    '4-6.IV',
    ['fractions_powers'],
  ],
  [
    'fraction_simplify_expand',
    'Skracanie i rozszerzanie ułamków',
    '5',
    ['fraction_concept', 'gcd_lcm'],
    '4-6.IV',
    ['fractions_powers'],
  ],
  ['mixed_numbers', 'Liczby mieszane, ułamki niewłaściwe', '5', ['fraction_concept'], '4-6.IV', ['fractions_powers']],
  [
    'common_denominator',
    'Wspólny mianownik, porównywanie ułamków',
    '5',
    ['fraction_simplify_expand'],
    '4-6.IV',
    ['fractions_powers'],
  ],
  [
    'fraction_add_sub',
    'Dodawanie i odejmowanie ułamków',
    '5',
    ['common_denominator', 'mixed_numbers'],
    '4-6.V',
    ['fractions_powers'],
  ],
  [
    'fraction_mul_div',
    'Mnożenie i dzielenie ułamków',
    '5',
    ['fraction_simplify_expand', 'mixed_numbers'],
    '4-6.V',
    ['fractions_powers'],
  ],
  [
    'fraction_of_number',
    'Ułamek danej liczby',
    '5',
    ['fraction_mul_div'],
    '4-6.V',
    ['fractions_powers', 'proportions'],
  ],
  [
    'decimals_notation',
    'Ułamki dziesiętne: zapis, porównywanie, zamiana',
    '5',
    ['fraction_concept'],
    '4-6.IV',
    ['fractions_powers'],
  ],
  [
    'decimal_operations',
    'Działania na ułamkach dziesiętnych',
    '5',
    ['decimals_notation'],
    '4-6.V',
    ['fractions_powers'],
  ],
  ['angles', 'Kąty: rodzaje, miara, przyległe, wierzchołkowe', '5', [], '4-6.VIII', ['geometry']],
  [
    'polygons_properties',
    'Trójkąty i czworokąty: własności, kąty, osie symetrii',
    '5',
    ['angles'],
    '4-6.IX',
    ['geometry'],
  ],
  ['perimeter_area_basic', 'Obwód i pole prostokąta, kwadratu', '5', ['nat_arithmetic'], '4-6.XI', ['geometry']],
  [
    'units_conversion',
    'Jednostki długości, masy, czasu, pola, objętości',
    '5',
    ['decimal_operations'],
    '4-6.XI–XII',
    ['geometry'],
  ],
  [
    'cuboid_prisms',
    'Prostopadłościan, graniastosłupy proste: siatka, pole, objętość',
    '5',
    ['perimeter_area_basic'],
    '4-6.X–XI',
    ['geometry'],
  ],
  ['integers', 'Liczby całkowite: oś, działania', '6', ['nat_arithmetic'], '4-6.III', []],
  [
    'rational_arith',
    'Wyrażenia z ułamkami i liczbami ujemnymi',
    '6',
    ['fraction_add_sub', 'fraction_mul_div', 'decimal_operations', 'integers'],
    '4-6.V',
    ['fractions_powers'],
  ],
  [
    'rounding_expansions',
    'Zaokrąglanie, rozwinięcia okresowe',
    '6',
    ['decimal_operations'],
    '4-6.I, IV',
    ['fractions_powers'],
  ],
  [
    'area_polygons',
    'Pola równoległoboku, rombu, trójkąta, trapezu',
    '6',
    ['perimeter_area_basic', 'polygons_properties'],
    '4-6.XI',
    ['geometry'],
  ],
  ['scale_maps', 'Skala, plan, mapa', '6', ['units_conversion', 'fraction_of_number'], '4-6.XII', ['proportions']],
  [
    'speed_distance_time',
    'Droga, prędkość, czas',
    '6',
    ['units_conversion', 'decimal_operations'],
    '4-6.XII',
    ['proportions'],
  ],
  [
    'percent_basics',
    'Procent jako część całości',
    '6',
    ['fraction_of_number', 'decimals_notation'],
    '4-6.XII',
    ['proportions'],
  ],
  ['letter_expressions', 'Zapis literowy, proste wzory', '6', ['rational_arith'], '4-6.VI', ['linear_equations']],
  [
    'simple_equations',
    'Proste równania (działania odwrotne)',
    '6',
    ['letter_expressions'],
    '4-6.VI',
    ['linear_equations'],
  ],
  [
    'data_graphs',
    'Tabele, diagramy, wykresy',
    '6',
    ['integers', 'decimals_notation'],
    '4-6.XIII, 7-8.XIII',
    ['functions'],
  ],
  ['word_problems', 'Zadania tekstowe: plan, sprawdzanie wyniku', '6', ['rational_arith'], '4-6.XIV', []],
  [
    'powers',
    'Potęga o wykładniku naturalnym, znak',
    '7',
    ['integers', 'fraction_mul_div'],
    '7-8.I',
    ['fractions_powers'],
  ],
  ['power_laws', 'Działania na potęgach', '7', ['powers'], '7-8.I', ['fractions_powers']],
  [
    'scientific_notation',
    'Notacja wykładnicza',
    '7',
    ['power_laws', 'decimals_notation'],
    '7-8.I',
    ['fractions_powers'],
  ],
  ['roots', 'Pierwiastki kwadratowe i sześcienne, szacowanie', '7', ['powers'], '7-8.II', ['fractions_powers']],
  [
    'root_operations',
    'Pierwiastek iloczynu i ilorazu, wyłączanie czynnika',
    '7',
    ['roots', 'divisibility_primes'],
    '7-8.II',
    ['fractions_powers'],
  ],
  ['percent_of_number', 'Procent liczby; jakim procentem', '7', ['percent_basics'], '7-8.V', ['proportions']],
  ['percent_reverse', 'Liczba z danego procentu', '7', ['percent_of_number'], '7-8.V', ['proportions']],
  ['percent_changes', 'Podwyżki, obniżki, dwukrotne zmiany', '7', ['percent_reverse'], '7-8.V', ['proportions']],
  [
    'algebraic_expressions',
    'Tworzenie wyrażeń, wartość wyrażenia',
    '7',
    ['letter_expressions', 'integers'],
    '7-8.III',
    ['linear_equations'],
  ],
  ['like_terms', 'Sumy algebraiczne, wyrazy podobne', '7', ['algebraic_expressions'], '7-8.IV', ['linear_equations']],
  ['multiply_sums', 'Mnożenie sum algebraicznych', '7', ['like_terms', 'power_laws'], '7-8.IV', ['linear_equations']],
  [
    'linear_equations',
    'Równania pierwszego stopnia',
    '7',
    ['like_terms', 'simple_equations'],
    '7-8.VI',
    ['linear_equations'],
  ],
  [
    'equation_word_problems',
    'Zadania tekstowe z równaniami',
    '7',
    ['linear_equations', 'word_problems', 'algebraic_expressions'],
    '7-8.VI',
    ['linear_equations'],
  ],
  [
    'direct_proportion',
    'Wielkości wprost proporcjonalne',
    '7',
    ['fraction_of_number', 'simple_equations'],
    '7-8.VII',
    ['proportions', 'functions'],
  ],
  ['proportional_division', 'Podział proporcjonalny', '7', ['direct_proportion'], '7-8.VII', ['proportions']],
  [
    'triangle_properties',
    'Kąty w trójkącie, nierówność trójkąta, przystawanie',
    '7',
    ['polygons_properties'],
    '7-8.VIII',
    ['geometry'],
  ],
  ['arithmetic_mean', 'Średnia arytmetyczna', '7', ['rational_arith'], '7-8.XIII', []],
  ['pythagoras', 'Twierdzenie Pitagorasa', '8', ['roots', 'triangle_properties'], '7-8.VIII', ['geometry']],
  ['geometric_reasoning', 'Uzasadnienia i dowody geometryczne', '8', ['triangle_properties'], '7-8.VIII', ['geometry']],
  [
    'polygon_problems',
    'Wielokąty (także foremne): pola, długości odcinków',
    '8',
    ['area_polygons', 'pythagoras', 'linear_equations'],
    '7-8.IX',
    ['geometry'],
  ],
  [
    'coordinate_plane',
    'Układ współrzędnych, środek i długość odcinka',
    '8',
    ['integers', 'pythagoras'],
    '7-8.X',
    ['functions', 'geometry'],
  ],
  [
    'prisms_pyramids',
    'Graniastosłupy i ostrosłupy: krawędzie, pola, objętości',
    '8',
    ['cuboid_prisms', 'pythagoras', 'area_polygons'],
    '7-8.XI',
    ['geometry'],
  ],
  [
    'circle',
    'Długość okręgu, pole koła',
    '8',
    ['perimeter_area_basic', 'powers', 'rational_arith'],
    '7-8.XIV',
    ['geometry'],
  ],
  [
    'counting_probability',
    'Zliczanie, prawdopodobieństwo',
    '8',
    ['fraction_concept', 'fraction_simplify_expand'],
    '7-8.XII',
    [],
  ],
  ['formula_rearranging', 'Przekształcanie wzorów', '8', ['linear_equations'], '7-8.VI', ['linear_equations']],
  [
    'symmetry',
    'Symetralna, dwusieczna, symetrie',
    '8',
    ['polygons_properties', 'coordinate_plane'],
    '7-8.XV',
    ['geometry'],
  ],
  [
    'real_numbers_intervals',
    'Liczby rzeczywiste, przedziały, wartość bezwzględna',
    '1LO',
    ['rounding_expansions', 'root_operations'],
    'LO.I',
    [],
  ],
  [
    'percent_advanced',
    'Punkty procentowe, procent składany, błąd względny',
    '1LO',
    ['percent_changes', 'power_laws'],
    'LO.I',
    ['proportions'],
  ],
  [
    'exponents_logs',
    'Potęgi o wykładniku wymiernym, logarytm',
    '1LO',
    ['power_laws', 'root_operations'],
    'LO.I',
    ['fractions_powers'],
  ],
  [
    'short_multiplication',
    'Wzory skróconego mnożenia, rozkład na czynniki, wyrażenia wymierne',
    '1LO',
    ['multiply_sums'],
    'LO.II',
    ['linear_equations'],
  ],
  [
    'linear_inequalities',
    'Nierówności liniowe, równania z wartością bezwzględną',
    '1LO',
    ['linear_equations', 'real_numbers_intervals'],
    'LO.III',
    ['linear_equations'],
  ],
  [
    'function_concept',
    'Funkcja: opis, wykres, dziedzina, miejsce zerowe, przesunięcia wykresu',
    '1LO',
    ['data_graphs', 'coordinate_plane'],
    'LO.V',
    ['functions'],
  ],
  [
    'linear_function',
    'Funkcja liniowa y = ax + b',
    '1LO',
    ['function_concept', 'direct_proportion', 'linear_equations'],
    'LO.V',
    ['functions', 'linear_equations'],
  ],
  [
    'linear_systems',
    'Układy równań liniowych, interpretacja graficzna',
    '1LO',
    ['linear_function', 'formula_rearranging'],
    'LO.IV',
    ['linear_equations', 'functions'],
  ],
  [
    'inverse_proportion',
    'Proporcjonalność odwrotna f(x) = a/x',
    '1LO',
    ['function_concept', 'direct_proportion'],
    'LO.V',
    ['proportions', 'functions'],
  ],
  [
    'similarity_thales',
    'Podobieństwo trójkątów, twierdzenie Talesa',
    '1LO',
    ['triangle_properties', 'proportional_division'],
    'LO.VIII',
    ['geometry', 'proportions'],
  ],
  [
    'right_triangle_trig',
    'Trygonometria kąta ostrego',
    '1LO',
    ['pythagoras', 'similarity_thales'],
    'LO.VII',
    ['geometry'],
  ],
  // — topics-figures block —
  [
    'distance_time_graphs',
    'Wykresy drogi w czasie: odczytywanie, prędkość',
    '7',
    ['speed_distance_time', 'data_graphs'],
    '7-8.XIII',
    ['functions', 'proportions'],
  ],
  [
    'pie_bar_charts',
    'Diagramy kołowe i słupkowe, procent całości',
    '6',
    ['data_graphs', 'percent_basics'],
    '4-6.XIII, 7-8.XIII',
    ['functions', 'proportions'],
  ],
  [
    'function_graphs',
    'Odczytywanie własności funkcji z wykresu',
    '8',
    ['coordinate_plane', 'data_graphs'],
    '7-8.XIII',
    ['functions'],
  ],
  [
    'solid_nets_sections',
    'Siatki brył, przekroje prostopadłościanu',
    '8',
    ['cuboid_prisms', 'pythagoras'],
    '7-8.XI',
    ['geometry'],
  ],
  [
    'special_right_triangles',
    'Trójkąty o kątach 45°, 45°, 90° i 30°, 60°, 90°',
    '8',
    ['pythagoras', 'root_operations'],
    '7-8.VIII',
    ['geometry'],
  ],
  // — topics-everyday block —
  ['written_add_sub', 'Dodawanie i odejmowanie pisemne', '5', ['nat_arithmetic'], '4-6.II', []],
  ['written_mul_div', 'Mnożenie i dzielenie pisemne', '5', ['written_add_sub'], '4-6.II', []],
  ['clock_calculations', 'Obliczenia zegarowe: upływ czasu, rozkład jazdy', '5', ['units_conversion'], '4-6.XII', []],
  [
    'calendar_calculations',
    'Obliczenia kalendarzowe: daty, dni tygodnia, lata przestępne',
    '5',
    ['divisibility_primes'],
    '4-6.XII',
    [],
  ],
  [
    'speed_units',
    'Jednostki prędkości: km/h, m/s, m/min',
    '6',
    ['speed_distance_time', 'fraction_mul_div'],
    '4-6.XII',
    ['proportions'],
  ],
  [
    'percent_vat_discounts',
    'Procenty w sklepie: VAT, cena netto i brutto, kolejne rabaty',
    '7',
    ['percent_changes'],
    '7-8.V',
    ['proportions'],
  ],
  [
    'bank_deposits',
    'Lokaty bankowe: odsetki, kapitalizacja, podatek od odsetek',
    '8',
    ['percent_changes', 'fraction_of_number'],
    '7-8.V',
    ['proportions'],
  ],
  // — open-templates block —
  [
    'context_tasks',
    'Zadania z kontekstem: kilka pytań do jednej sytuacji',
    '8',
    ['percent_of_number', 'speed_distance_time', 'area_polygons', 'arithmetic_mean'],
    '7-8.ogólne II–IV',
    ['proportions', 'geometry'],
  ],
  // — curriculum-gaps block —
  [
    'solids_of_revolution',
    'Walec, stożek i kula: rozpoznawanie, promień i średnica',
    '6',
    ['cuboid_prisms'],
    '4-6.X',
    ['geometry'],
  ],
  ['circle_angles', 'Kąty wpisane i środkowe', '1LO', ['circle', 'geometric_reasoning'], 'LO.VIII', ['geometry']],
];

export const SKILLS: readonly Skill[] = ROWS.map(([id, name, grade, prerequisites, section, areas]) => ({
  id,
  name,
  grade,
  prerequisites,
  section,
  curriculum: grade === '1LO' ? 'pp2018-lo' : 'pp2024-4-8',
  areas,
  e8: grade !== '1LO',
}));

const BY_ID = new Map<SkillId, Skill>(SKILLS.map((s) => [s.id, s]));

export function isSkillId(id: string): id is SkillId {
  return (SKILL_IDS as readonly string[]).includes(id);
}

export function getSkill(id: SkillId): Skill {
  const skill = BY_ID.get(id);
  if (!skill) throw new Error(`Unknown skill: ${id}`);
  return skill;
}

/** The Polish name of a skill; an unknown id (e.g. a retired skill in stored data) shows as itself. */
export function skillName(id: string): string {
  return isSkillId(id) ? getSkill(id).name : id;
}

export function gradeIndex(grade: Grade): number {
  return GRADES.indexOf(grade);
}

/** Skills introduced at or before the grade (a grade-7 pupil may practise grade-5 skills). */
export function skillsForGrade(grade: Grade): readonly Skill[] {
  const g = gradeIndex(grade);
  return SKILLS.filter((s) => gradeIndex(s.grade) <= g);
}

export function skillsInArea(area: AreaId): readonly Skill[] {
  return SKILLS.filter((s) => s.areas.includes(area));
}

/** Direct dependents: skills that list `id` as a prerequisite. */
export function dependentsOf(id: SkillId): readonly SkillId[] {
  return SKILLS.filter((s) => s.prerequisites.includes(id)).map((s) => s.id);
}

/** All transitive prerequisites of the skill (without the skill itself), in topological order. */
export function prerequisitesClosure(id: SkillId): SkillId[] {
  const seen = new Set<SkillId>();
  const visit = (s: SkillId) => {
    for (const p of getSkill(s).prerequisites) {
      if (!seen.has(p)) {
        seen.add(p);
        visit(p);
      }
    }
  };
  visit(id);
  const order = topologicalOrder();
  return order.filter((s) => seen.has(s));
}

/**
 * Every skill after all its prerequisites (Kahn's algorithm, ties broken by the order of
 * SKILL_IDS so the result is stable). Throws on a cycle.
 */
export function topologicalOrder(skills: readonly Skill[] = SKILLS): SkillId[] {
  const indegree = new Map<SkillId, number>(skills.map((s) => [s.id, s.prerequisites.length]));
  const position = new Map<SkillId, number>(skills.map((s, i) => [s.id, i]));
  const ready = skills.filter((s) => s.prerequisites.length === 0).map((s) => s.id);
  const out: SkillId[] = [];
  while (ready.length > 0) {
    ready.sort((a, b) => position.get(a)! - position.get(b)!);
    const next = ready.shift()!;
    out.push(next);
    for (const s of skills) {
      if (!s.prerequisites.includes(next)) continue;
      const left = indegree.get(s.id)! - 1;
      indegree.set(s.id, left);
      if (left === 0) ready.push(s.id);
    }
  }
  if (out.length !== skills.length) {
    const stuck = skills.filter((s) => !out.includes(s.id)).map((s) => s.id);
    throw new Error(`Skill graph has a cycle among: ${stuck.join(', ')}`);
  }
  return out;
}
