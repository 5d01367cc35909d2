/**
 * The brokers a Kafka suite runs against, from KAFKA_BROKERS (CI starts one); none, and the suite says it skips,
 * so a run without a broker never reads as a run that tested Kafka.
 */
export function kafkaBrokersForTests(): string[] {
  const brokers = (process.env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker !== '');
  if (brokers.length === 0) console.log('skipped: no KAFKA_BROKERS');
  return brokers;
}
