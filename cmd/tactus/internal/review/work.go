package review

import "context"

// Job is engine work a command started (analyse, mistakes, learn, a move
// tried in a lesson): the command answers at once that the engine is at
// work, and the view runs the job off its own goroutine, so the screen
// goes on taking commands, then hands the Result back to Review.Finish.
// stop, another piece of engine work, another game and quit cancel it.
type Job struct {
	id  int
	ctx context.Context
	run func(ctx context.Context) func(*Review) []Line
}

// Run does the job's engine work and returns its result; it blocks as
// long as the engine thinks, or until the job is cancelled. It touches
// nothing of the Review, so any goroutine may run it.
func (j *Job) Run() Result { return Result{id: j.id, finish: j.run(j.ctx)} }

// Result is what a job found, to be said by Review.Finish.
type Result struct {
	id     int
	finish func(*Review) []Line
}

// work is the job under way: its number and how to cancel it.
type work struct {
	id     int
	cancel context.CancelFunc
}

// begin starts engine work: it cancels any under way, and keeps the job
// for the view to take with Job. run gets the job's context and returns
// what Finish does on the screen's goroutine.
func (r *Review) begin(ctx context.Context, run func(ctx context.Context) func(*Review) []Line) {
	r.stopWork()
	r.jobs++
	jctx, cancel := context.WithCancel(ctx)
	r.busy = &work{id: r.jobs, cancel: cancel}
	r.job = &Job{id: r.jobs, ctx: jctx, run: run}
}

// stopWork cancels the engine work under way; it reports whether there
// was any.
func (r *Review) stopWork() bool {
	r.job = nil
	if r.busy == nil {
		return false
	}
	r.busy.cancel()
	r.busy = nil
	return true
}

// Job returns the engine work the last command started, once; nil when
// it started none. The view runs it (Job.Run) off its goroutine.
func (r *Review) Job() *Job {
	j := r.job
	r.job = nil
	return j
}

// Busy reports whether engine work is under way.
func (r *Review) Busy() bool { return r.busy != nil }

// Finish says what a job found; nothing when the job was cancelled or
// replaced by another since.
func (r *Review) Finish(res Result) []Line {
	if r.busy == nil || r.busy.id != res.id || res.finish == nil {
		return nil
	}
	r.busy.cancel()
	r.busy = nil
	return res.finish(r)
}

// DoAndWait is Do for scripts and tests: when the line starts engine
// work, it runs it at once and adds what it found.
func (r *Review) DoAndWait(ctx context.Context, line string) []Line {
	lines := r.Do(ctx, line)
	if j := r.Job(); j != nil {
		lines = append(lines, r.Finish(j.Run())...)
	}
	return lines
}
