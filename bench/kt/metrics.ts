/**
 * Exact ROC AUC (rank-based, Mann–Whitney U with average ranks for tied scores) and mean log
 * loss with probabilities clipped away from 0 and 1.
 */
export function auc(scores: ArrayLike<number>, labels: ArrayLike<number>): number {
  const n = scores.length;
  if (labels.length !== n) throw new Error('auc: length mismatch');
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[a]! - scores[b]!);
  let positives = 0;
  let rankSumPositives = 0;
  let i = 0;
  while (i < n) {
    let j = i;
    while (j + 1 < n && scores[order[j + 1]!]! === scores[order[i]!]!) j++;
    // Ranks i+1 … j+1 share their average.
    const avgRank = (i + j + 2) / 2;
    for (let k = i; k <= j; k++) {
      if (labels[order[k]!]! > 0.5) {
        positives++;
        rankSumPositives += avgRank;
      }
    }
    i = j + 1;
  }
  const negatives = n - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSumPositives - (positives * (positives + 1)) / 2) / (positives * negatives);
}

export const LOG_LOSS_EPS = 1e-7;

export function logLoss(probs: ArrayLike<number>, labels: ArrayLike<number>): number {
  const n = probs.length;
  if (labels.length !== n) throw new Error('logLoss: length mismatch');
  if (n === 0) return Number.NaN;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const p = Math.min(1 - LOG_LOSS_EPS, Math.max(LOG_LOSS_EPS, probs[i]!));
    sum += labels[i]! > 0.5 ? -Math.log(p) : -Math.log(1 - p);
  }
  return sum / n;
}
