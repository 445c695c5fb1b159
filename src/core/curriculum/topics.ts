/**
 * Topics of the core curriculum (podstawa programowa: klasy IV–VI, VII–VIII, liceum zakres
 * podstawowy) at the grain a teacher plans lessons, each with the closed templates that teach it.
 * A skill of the skill map groups several topics ("Kąty w trójkącie, nierówność trójkąta,
 * przystawanie"); counting templates per topic shows what a skill only promises (issue 25:
 * `npm run content:stats` prints the topics with no template and with one).
 *
 * Every template id listed must exist (topics.test.ts); a new template is added to its topic.
 */
import type { SkillId } from './skill-ids.ts';

export type CurriculumStage = '4-6' | '7-8' | 'LO';

export interface CurriculumTopic {
  /** Polish name, as in the curriculum or a textbook's chapter. */
  name: string;
  stage: CurriculumStage;
  /** Section of the podstawa programowa (`4-6.XI`, `7-8.VIII`, `LO.I`). */
  section: string;
  /** The skill of the skill map the topic belongs to. */
  skill: SkillId;
  /** Closed templates teaching the topic. */
  templates: readonly string[];
}

export const STAGE_NAMES: Readonly<Record<CurriculumStage, string>> = {
  '4-6': 'Klasy IV–VI',
  '7-8': 'Klasy VII–VIII',
  LO: 'Liceum (1. klasa)',
};

const t = (
  stage: CurriculumStage,
  section: string,
  skill: SkillId,
  name: string,
  templates: readonly string[] = [],
): CurriculumTopic => ({ stage, section, skill, name, templates });

export const CURRICULUM_TOPICS: readonly CurriculumTopic[] = [
  // ── Klasy IV–VI ──
  t('4-6', '4-6.I', 'nat_arithmetic', 'Liczby rzymskie', ['nat_arithmetic.roman-numerals']),
  t('4-6', '4-6.I', 'nat_arithmetic', 'Odczytywanie i zapisywanie dużych liczb', ['nat_arithmetic.large-numbers']),
  t('4-6', '4-6.II', 'nat_arithmetic', 'Kolejność działań', [
    'nat_arithmetic.order-of-operations',
    'nat_arithmetic.shopping',
  ]),
  t('4-6', '4-6.II', 'nat_arithmetic', 'Dzielenie z resztą', [
    'nat_arithmetic.division-remainder',
    'nat_arithmetic.remainder-problems',
  ]),
  t('4-6', '4-6.II', 'nat_arithmetic', 'Szacowanie wyników działań', ['nat_arithmetic.estimating']),
  t('4-6', '4-6.II', 'written_add_sub', 'Dodawanie i odejmowanie pisemne', [
    'written_add_sub.column-addition',
    'written_add_sub.column-subtraction',
    'written_add_sub.e8-how-many-left',
  ]),
  t('4-6', '4-6.II', 'written_mul_div', 'Mnożenie i dzielenie pisemne', [
    'written_mul_div.column-multiplication',
    'written_mul_div.long-division',
    'written_mul_div.e8-how-many-in-all',
  ]),
  t('4-6', '4-6.II', 'divisibility_primes', 'Cechy podzielności', [
    'divisibility_primes.missing-digit',
    'divisibility_primes.which-divisible',
    'divisibility_primes.e8-tak-nie-divisible',
  ]),
  t('4-6', '4-6.II', 'divisibility_primes', 'Liczby pierwsze i złożone', [
    'divisibility_primes.which-prime',
    'divisibility_primes.prime-factors',
  ]),
  t('4-6', '4-6.II', 'gcd_lcm', 'NWD i NWW', ['gcd_lcm.gcd', 'gcd_lcm.lcm']),
  t('4-6', '4-6.III', 'integers', 'Liczby całkowite na osi i działania', [
    'integers.add-sub',
    'integers.mul-div',
    'integers.number-line',
  ]),
  t('4-6', '4-6.III', 'integers', 'Temperatury i różnice temperatur', [
    'integers.temperature',
    'integers.temperature-changes',
  ]),
  t('4-6', '4-6.IV', 'fraction_concept', 'Ułamek jako część i iloraz, ułamek na osi', [
    'fraction_concept.shaded-part',
    'fraction_concept.number-line',
    'fraction_concept.sharing',
  ]),
  t('4-6', '4-6.IV', 'fraction_simplify_expand', 'Skracanie i rozszerzanie ułamków', [
    'fraction_simplify_expand.simplify',
    'fraction_simplify_expand.expand',
  ]),
  t('4-6', '4-6.IV', 'mixed_numbers', 'Liczby mieszane', [
    'mixed_numbers.improper-to-mixed',
    'mixed_numbers.mixed-to-improper',
    'mixed_numbers.e8-improper',
  ]),
  t('4-6', '4-6.IV', 'common_denominator', 'Porównywanie ułamków', [
    'common_denominator.lowest-common',
    'common_denominator.compare',
  ]),
  t('4-6', '4-6.IV', 'decimals_notation', 'Ułamki dziesiętne: zapis i porównywanie', [
    'decimals_notation.fraction-to-decimal',
    'decimals_notation.largest',
    'decimals_notation.number-line',
  ]),
  t('4-6', '4-6.IV', 'rounding_expansions', 'Zaokrąglanie liczb', ['rounding_expansions.round-number']),
  t('4-6', '4-6.IV', 'rounding_expansions', 'Rozwinięcia dziesiętne okresowe', [
    'rounding_expansions.periodic',
    'rounding_expansions.periodic-digit',
  ]),
  t('4-6', '4-6.V', 'fraction_add_sub', 'Dodawanie i odejmowanie ułamków', [
    'fraction_add_sub.same-denominator',
    'fraction_add_sub.unlike-denominators',
    'fraction_add_sub.remaining-part',
    'fraction_add_sub.e8-remaining-part',
  ]),
  t('4-6', '4-6.V', 'fraction_mul_div', 'Mnożenie i dzielenie ułamków', [
    'fraction_mul_div.multiply',
    'fraction_mul_div.divide',
    'fraction_mul_div.e8-portions',
  ]),
  t('4-6', '4-6.V', 'fraction_of_number', 'Ułamek danej liczby', [
    'fraction_of_number.compute',
    'fraction_of_number.money-left',
    'fraction_of_number.e8-true-false',
  ]),
  t('4-6', '4-6.V', 'decimal_operations', 'Działania na ułamkach dziesiętnych', [
    'decimal_operations.add-sub',
    'decimal_operations.multiply',
    'decimal_operations.divide',
  ]),
  t('4-6', '4-6.V', 'rational_arith', 'Wyrażenia z ułamkami i liczbami ujemnymi', [
    'rational_arith.fractions-signed',
    'rational_arith.decimals-signed',
    'rational_arith.fractions-and-decimals',
  ]),
  t('4-6', '4-6.VI', 'letter_expressions', 'Wyrażenia z literami', [
    'letter_expressions.evaluate',
    'letter_expressions.write',
  ]),
  t('4-6', '4-6.VI', 'simple_equations', 'Proste równania', [
    'simple_equations.inverse-operations',
    'simple_equations.think-of-number',
  ]),
  t('4-6', '4-6.VII', 'polygons_properties', 'Proste i odcinki prostopadłe i równoległe', [
    'polygons_properties.perpendicular-parallel',
  ]),
  t('4-6', '4-6.VII', 'polygons_properties', 'Odległość punktu od prostej i odległość prostych równoległych', [
    'polygons_properties.point-line-distance',
  ]),
  t('4-6', '4-6.VIII', 'angles', 'Kąty: rodzaje, miara, przyległe i wierzchołkowe', [
    'angles.adjacent-vertical',
    'angles.angle-type',
    'angles.clock-hands',
  ]),
  t('4-6', '4-6.IX', 'polygons_properties', 'Kąty w trójkątach i czworokątach', [
    'polygons_properties.triangle-angles',
    'polygons_properties.quadrilateral-angles',
  ]),
  t('4-6', '4-6.IX', 'polygons_properties', 'Osie symetrii figur', ['polygons_properties.symmetry-axes']),
  t('4-6', '4-6.IX', 'circle', 'Koło i okrąg: promień, średnica, cięciwa', ['circle.radius-diameter-chord']),
  t('4-6', '4-6.X', 'cuboid_prisms', 'Prostopadłościan i graniastosłupy: siatki, krawędzie', ['cuboid_prisms.edges']),
  t('4-6', '4-6.X', 'solids_of_revolution', 'Rozpoznawanie walca, stożka i kuli', [
    'solids_of_revolution.recognise',
    'solids_of_revolution.radius-diameter',
  ]),
  t('4-6', '4-6.XI', 'perimeter_area_basic', 'Obwód i pole prostokąta i kwadratu', [
    'perimeter_area_basic.rectangle',
    'perimeter_area_basic.garden',
  ]),
  t('4-6', '4-6.XI', 'area_polygons', 'Pola równoległoboku, rombu, trójkąta i trapezu', [
    'area_polygons.parallelogram-triangle-trapezoid',
    'area_polygons.rhombus-and-height',
  ]),
  t('4-6', '4-6.XI', 'cuboid_prisms', 'Objętość i pole powierzchni prostopadłościanu', [
    'cuboid_prisms.volume',
    'cuboid_prisms.surface-area',
  ]),
  t('4-6', '4-6.XII', 'units_conversion', 'Jednostki długości, masy, czasu, pola i objętości', [
    'units_conversion.length-mass',
    'units_conversion.time',
    'units_conversion.area-units',
    'units_conversion.volume-units',
    'units_conversion.e8-matching',
  ]),
  t('4-6', '4-6.XII', 'clock_calculations', 'Obliczenia zegarowe', [
    'clock_calculations.elapsed-time',
    'clock_calculations.add-duration',
    'clock_calculations.e8-end-time',
  ]),
  t('4-6', '4-6.XII', 'calendar_calculations', 'Obliczenia kalendarzowe', [
    'calendar_calculations.days-between',
    'calendar_calculations.weekday',
    'calendar_calculations.e8-weekday',
  ]),
  t('4-6', '4-6.XII', 'scale_maps', 'Skala, plan, mapa', ['scale_maps.map-distance', 'scale_maps.plan-area-and-scale']),
  t('4-6', '4-6.XII', 'speed_distance_time', 'Droga, prędkość, czas', [
    'speed_distance_time.distance',
    'speed_distance_time.speed-or-time',
  ]),
  t('4-6', '4-6.XII', 'speed_units', 'Jednostki prędkości', ['speed_units.convert', 'speed_units.compare']),
  t('4-6', '4-6.XII', 'percent_basics', 'Procent jako część całości', [
    'percent_basics.percent-fraction-decimal',
    'percent_basics.part-of-whole',
    'percent_basics.simple-percent-of-amount',
  ]),
  t('4-6', '4-6.XIII', 'data_graphs', 'Tabele i diagramy', ['data_graphs.bar-chart', 'data_graphs.temperature-table']),
  t('4-6', '4-6.XIV', 'word_problems', 'Zadania tekstowe', [
    'word_problems.shopping',
    'word_problems.sum-and-difference',
    'word_problems.book-pages',
  ]),
  // ── Klasy VII–VIII ──
  t('7-8', '7-8.I', 'powers', 'Potęga o wykładniku naturalnym', ['powers.evaluate', 'powers.dokoncz-zdanie']),
  t('7-8', '7-8.I', 'power_laws', 'Działania na potęgach', [
    'power_laws.single-power',
    'power_laws.evaluate-with-laws',
    'power_laws.prawda-falsz',
  ]),
  t('7-8', '7-8.I', 'scientific_notation', 'Notacja wykładnicza', [
    'scientific_notation.write',
    'scientific_notation.dobieranie',
  ]),
  t('7-8', '7-8.II', 'roots', 'Pierwiastki, szacowanie', [
    'roots.evaluate',
    'roots.side-from-area-volume',
    'roots.estimate-dokoncz-zdanie',
  ]),
  t('7-8', '7-8.II', 'root_operations', 'Działania na pierwiastkach', [
    'root_operations.extract-factor',
    'root_operations.product-quotient',
    'root_operations.prawda-falsz',
  ]),
  t('7-8', '7-8.III', 'algebraic_expressions', 'Wyrażenia algebraiczne', [
    'algebraic_expressions.evaluate',
    'algebraic_expressions.write-expression',
  ]),
  t('7-8', '7-8.IV', 'like_terms', 'Sumy algebraiczne, wyrazy podobne', [
    'like_terms.simplify',
    'like_terms.e8-equal-expression',
  ]),
  t('7-8', '7-8.IV', 'multiply_sums', 'Mnożenie sum algebraicznych', [
    'multiply_sums.expand',
    'multiply_sums.e8-true-false',
  ]),
  t('7-8', '7-8.V', 'percent_of_number', 'Procent liczby, jakim procentem', [
    'percent_of_number.percent-of',
    'percent_of_number.what-percent',
    'percent_of_number.e8-school',
  ]),
  t('7-8', '7-8.V', 'percent_reverse', 'Liczba z danego procentu', [
    'percent_reverse.number-from-percent',
    'percent_reverse.price-before-change',
    'percent_reverse.e8-true-false',
  ]),
  t('7-8', '7-8.V', 'percent_changes', 'Podwyżki i obniżki', [
    'percent_changes.price-after-change',
    'percent_changes.two-changes',
    'percent_changes.e8-overall-change',
  ]),
  t('7-8', '7-8.V', 'percent_vat_discounts', 'VAT, rabaty', [
    'percent_vat_discounts.vat',
    'percent_vat_discounts.successive-discounts',
  ]),
  t('7-8', '7-8.V', 'bank_deposits', 'Lokaty i odsetki', [
    'bank_deposits.interest-and-tax',
    'bank_deposits.capitalisation',
  ]),
  t('7-8', '7-8.VI', 'linear_equations', 'Równania pierwszego stopnia', [
    'linear_equations.solve',
    'linear_equations.e8-solution',
  ]),
  t('7-8', '7-8.VI', 'linear_equations', 'Równania z proporcją', ['linear_equations.proportion']),
  t('7-8', '7-8.VI', 'equation_word_problems', 'Zadania tekstowe z równaniami', [
    'equation_word_problems.solve-story',
    'equation_word_problems.e8-which-equation',
  ]),
  t('7-8', '7-8.VI', 'formula_rearranging', 'Przekształcanie wzorów', [
    'formula_rearranging.solve-for-variable',
    'formula_rearranging.closed-task',
  ]),
  t('7-8', '7-8.VII', 'direct_proportion', 'Wielkości wprost proporcjonalne', [
    'direct_proportion.unit-rate',
    'direct_proportion.e8-table',
  ]),
  t('7-8', '7-8.VII', 'proportional_division', 'Podział proporcjonalny', [
    'proportional_division.split-ratio',
    'proportional_division.e8-mixture',
  ]),
  t('7-8', '7-8.VIII', 'triangle_properties', 'Kąty w trójkącie', [
    'triangle_properties.missing-angle',
    'triangle_properties.angle-relations',
  ]),
  t('7-8', '7-8.VIII', 'triangle_properties', 'Nierówność trójkąta', [
    'triangle_properties.e8-triangle-inequality',
    'triangle_properties.third-side',
  ]),
  t('7-8', '7-8.VIII', 'triangle_properties', 'Przystawanie trójkątów', ['triangle_properties.congruence-case']),
  t('7-8', '7-8.VIII', 'pythagoras', 'Twierdzenie Pitagorasa', [
    'pythagoras.hypotenuse',
    'pythagoras.leg',
    'pythagoras.e8-is-right-triangle',
    'pythagoras.e8-tak-nie-right-triangle',
  ]),
  t('7-8', '7-8.VIII', 'special_right_triangles', 'Trójkąty o kątach 45°, 45°, 90° i 30°, 60°, 90°', [
    'special_right_triangles.isosceles-right',
    'special_right_triangles.thirty-sixty',
    'special_right_triangles.e8-exact-length',
  ]),
  t('7-8', '7-8.VIII', 'geometric_reasoning', 'Uzasadnienia geometryczne', [
    'geometric_reasoning.parallel-angles',
    'geometric_reasoning.e8-angle-reason',
  ]),
  t('7-8', '7-8.IX', 'polygon_problems', 'Wielokąty foremne i czworokąty', [
    'polygon_problems.regular-angles',
    'polygon_problems.e8-regular-angles',
    'polygon_problems.rhombus-trapezoid',
  ]),
  t('7-8', '7-8.X', 'coordinate_plane', 'Układ współrzędnych: środek i długość odcinka', [
    'coordinate_plane.midpoint',
    'coordinate_plane.segment-length',
    'coordinate_plane.e8-matching',
  ]),
  t('7-8', '7-8.X', 'function_graphs', 'Odczytywanie wykresów', [
    'function_graphs.read-values',
    'function_graphs.intervals',
  ]),
  t('7-8', '7-8.X', 'distance_time_graphs', 'Wykresy drogi w czasie', [
    'distance_time_graphs.journey',
    'distance_time_graphs.two-travellers',
    'distance_time_graphs.e8-true-false',
  ]),
  t('7-8', '7-8.XI', 'prisms_pyramids', 'Graniastosłupy i ostrosłupy: pola i objętości', [
    'prisms_pyramids.count-elements',
    'prisms_pyramids.volume',
    'prisms_pyramids.surface-area',
  ]),
  t('7-8', '7-8.XI', 'solid_nets_sections', 'Siatki sześcianu', ['solid_nets_sections.cube-nets']),
  t('7-8', '7-8.XI', 'solid_nets_sections', 'Siatki graniastosłupów i ostrosłupów', [
    'solid_nets_sections.prism-pyramid-nets',
  ]),
  t('7-8', '7-8.XI', 'solid_nets_sections', 'Przekroje brył', [
    'solid_nets_sections.cuboid-section',
    'solid_nets_sections.pyramid-section',
  ]),
  t('7-8', '7-8.XII', 'counting_probability', 'Zliczanie i prawdopodobieństwo', [
    'counting_probability.draw-probability',
    'counting_probability.count-outcomes',
    'counting_probability.divisible-closed',
  ]),
  t('7-8', '7-8.XIII', 'arithmetic_mean', 'Średnia arytmetyczna', [
    'arithmetic_mean.compute',
    'arithmetic_mean.missing-value',
    'arithmetic_mean.e8-matching',
  ]),
  t('7-8', '7-8.XIII', 'pie_bar_charts', 'Diagramy kołowe i słupkowe', [
    'pie_bar_charts.survey-bars',
    'pie_bar_charts.pie-chart',
    'pie_bar_charts.e8-true-false',
  ]),
  t('7-8', '7-8.XIV', 'circle', 'Długość okręgu i pole koła', [
    'circle.area-circumference',
    'circle.sector-arc',
    'circle.closed-task',
  ]),
  t('7-8', '7-8.XV', 'symmetry', 'Symetria osiowa i środkowa', ['symmetry.point-image', 'symmetry.axes-true-false']),
  t('7-8', '7-8.XV', 'symmetry', 'Symetralna odcinka', ['symmetry.perpendicular-bisector']),
  t('7-8', '7-8.XV', 'symmetry', 'Dwusieczna kąta', ['symmetry.angle-bisector']),
  // ── Liceum ──
  t('LO', 'LO.I', 'real_numbers_intervals', 'Zbiory i logika', ['real_numbers_intervals.sets-operations']),
  t('LO', 'LO.I', 'real_numbers_intervals', 'Przedziały liczbowe', [
    'real_numbers_intervals.count-integers',
    'real_numbers_intervals.interval-operations',
  ]),
  t('LO', 'LO.I', 'real_numbers_intervals', 'Wartość bezwzględna', [
    'real_numbers_intervals.absolute-value-set',
    'real_numbers_intervals.absolute-value-compute',
  ]),
  t('LO', 'LO.I', 'percent_advanced', 'Punkty procentowe', [
    'percent_advanced.percentage-points',
    'percent_advanced.points-and-percent',
  ]),
  t('LO', 'LO.I', 'percent_advanced', 'Procent składany', ['percent_advanced.compound-interest']),
  t('LO', 'LO.I', 'percent_advanced', 'Błąd przybliżenia', [
    'percent_advanced.relative-error',
    'percent_advanced.rounding-error',
  ]),
  t('LO', 'LO.I', 'exponents_logs', 'Potęgi o wykładniku wymiernym', ['exponents_logs.rational-exponent']),
  t('LO', 'LO.I', 'exponents_logs', 'Logarytmy', ['exponents_logs.log-value', 'exponents_logs.log-rules']),
  t('LO', 'LO.II', 'short_multiplication', 'Wzory skróconego mnożenia', [
    'short_multiplication.expand',
    'short_multiplication.compute-with-formulas',
  ]),
  t('LO', 'LO.II', 'short_multiplication', 'Rozkład wielomianu na czynniki', ['short_multiplication.factorise']),
  t('LO', 'LO.II', 'short_multiplication', 'Wyrażenia wymierne', ['short_multiplication.rational-expression']),
  t('LO', 'LO.III', 'linear_inequalities', 'Nierówności liniowe', [
    'linear_inequalities.solution-set',
    'linear_inequalities.extreme-integer',
  ]),
  t('LO', 'LO.III', 'linear_inequalities', 'Równania i nierówności z wartością bezwzględną', [
    'linear_inequalities.absolute-value-equation',
    'linear_inequalities.absolute-value-inequality',
  ]),
  t('LO', 'LO.IV', 'linear_systems', 'Układy równań liniowych', [
    'linear_systems.solve-system',
    'linear_systems.number-of-solutions',
    'linear_systems.word-problem',
  ]),
  t('LO', 'LO.V', 'function_concept', 'Funkcja: wartość, dziedzina, miejsce zerowe', [
    'function_concept.function-value',
    'function_concept.zero-of-function',
    'function_concept.domain',
  ]),
  t('LO', 'LO.V', 'function_concept', 'Przekształcenia wykresów funkcji', [
    'function_concept.graph-transformations',
    'function_concept.shift-formula',
  ]),
  t('LO', 'LO.V', 'linear_function', 'Funkcja liniowa', [
    'linear_function.slope-from-points',
    'linear_function.parallel-perpendicular',
    'linear_function.monotonic-parameter',
  ]),
  t('LO', 'LO.V', 'inverse_proportion', 'Proporcjonalność odwrotna', [
    'inverse_proportion.work-time',
    'inverse_proportion.hyperbola',
  ]),
  t('LO', 'LO.VII', 'right_triangle_trig', 'Trygonometria kąta ostrego', [
    'right_triangle_trig.ratio-from-sides',
    'right_triangle_trig.side-from-ratio',
    'right_triangle_trig.special-angles',
  ]),
  t('LO', 'LO.VIII', 'similarity_thales', 'Twierdzenie Talesa', [
    'similarity_thales.thales-segment',
    'similarity_thales.thales-shadows',
  ]),
  t('LO', 'LO.VIII', 'similarity_thales', 'Podobieństwo trójkątów', [
    'similarity_thales.similar-scale',
    'similarity_thales.similar-figures',
  ]),
  t('LO', 'LO.VIII', 'circle_angles', 'Kąty wpisane i środkowe', [
    'circle_angles.inscribed-central',
    'circle_angles.diameter-and-arcs',
  ]),
];

/** Topics of a stage by how many templates teach them (0, 1, more). */
export function topicCoverage(stage: CurriculumStage): {
  none: CurriculumTopic[];
  one: CurriculumTopic[];
  total: number;
} {
  const topics = CURRICULUM_TOPICS.filter((x) => x.stage === stage);
  return {
    none: topics.filter((x) => x.templates.length === 0),
    one: topics.filter((x) => x.templates.length === 1),
    total: topics.length,
  };
}
