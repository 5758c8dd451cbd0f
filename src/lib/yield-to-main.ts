// Ends the current task, so the browser can paint and answer a tap before the next step of work runs. A task
// longer than 50 ms is time a phone cannot respond in; the app's start is cut into steps with this between.
type YieldingScheduler = { yield?: () => Promise<void> }

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
