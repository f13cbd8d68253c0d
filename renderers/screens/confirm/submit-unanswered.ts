/**
 * A submit that got no answer (the network failed on the way there or back): the order may or may
 * not exist. The shell sends a retry with the same X-RESUB-TOKEN, which the gateway answers with the
 * first submit's result, so 重试 never makes a second order (spec §8: 网络异常 with a retry button).
 */
export class SubmitUnanswered extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SubmitUnanswered';
  }
}
