"""The shop's task worker: django-tasks-db's `Worker`, made to survive and to be watched.

- Each task is taken in one statement (core/jobs/claim.py) instead of the library's transaction of
  four; the loop around it is the library's (`Worker.run`).
- A heartbeat thread (its own database connection) beats every BEAT_EVERY of the lease and runs the
  sweep of lost tasks (core/jobs/services.py::tasks_lost_recover) every few beats, and once at
  start: a worker restarted after a crash recovers its predecessor's task at once (a worker on
  this machine whose process is gone needs no lease to be known dead).
- A task's outcome is saved by `task_result_finish` (retried on a fresh connection while the
  database is locked) instead of the library's three quick tries: its own bookkeeping failing
  never kills the worker, and the task is marked failed with the error instead of left "running".
- A failure of the heartbeat or the sweep is logged and tried again at the next beat.
"""

import logging
import os
import random
import socket
import threading
import time

from django.db import OperationalError, close_old_connections, connection
from django.utils import timezone
from django_tasks import TaskContext
from django_tasks.signals import task_finished, task_started
from django_tasks_db.management.commands.db_worker import Worker
from django_tasks_db.models import DBTaskResult
from django_tasks_db.utils import is_locked_database_exception

from core.jobs import services
from core.jobs.claim import NextTask
from core.jobs.selectors import workers_dead_here

log = logging.getLogger("django_tasks_db")

BEAT_EVERY = 0.25  # of the lease: four beats per lease, so one late beat loses nothing
SWEEP_EVERY_BEATS = 2


class ShopWorker(Worker):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.next_task = NextTask(
            backend_name=self.backend_name,
            queue_names=self.queue_names,
            excluded_queue_names=self.excluded_queue_names,
        )
        self.started_at = timezone.now()
        self.current_task = ""
        self.stopped = threading.Event()
        self.queues_label = ",".join(self.queue_names)

    # the heartbeat ---------------------------------------------------------------------------
    def beat(self) -> None:
        services.worker_beat(
            worker_id=self.worker_id,
            queues=self.queues_label,
            task_id=self.current_task,
            started_at=self.started_at,
        )

    def sweep(self) -> list:
        dead = workers_dead_here(host=socket.gethostname()[:255], own_pid=os.getpid())
        recovered = services.tasks_lost_recover(dead=dead)
        for item in recovered:
            if not item.requeued:
                _announce_failed(item.task_id)
        return recovered

    def _heartbeat(self) -> None:
        every = services.lease().total_seconds() * BEAT_EVERY
        beats = 0
        while not self.stopped.wait(every):
            beats += 1
            try:
                self.beat()
                if beats % SWEEP_EVERY_BEATS == 0:
                    self.sweep()
            except Exception:
                log.exception("Worker %s: heartbeat or sweep failed; trying again", self.worker_id)
            finally:
                close_old_connections()
        connection.close()

    def run(self) -> None:
        self.beat()
        self.sweep()  # a worker starting after a crash recovers its predecessor's tasks at once
        thread = threading.Thread(target=self._heartbeat, name="heartbeat", daemon=True)
        thread.start()
        try:
            self._poll()
        finally:
            self.stopped.set()
            thread.join(timeout=5)
            try:
                services.worker_stop(worker_id=self.worker_id)
            except Exception:
                log.exception("Worker %s: could not remove its heartbeat", self.worker_id)

    # taking tasks: the library's loop (Worker.run), each task taken in one statement (claim.py) --
    def _poll(self) -> None:
        if self.startup_delay and self.interval:
            time.sleep(random.random())  # noqa: S311 - workers started together do not poll together
        while self.running:
            close_old_connections()  # dropped or expired connections, right after waking up
            try:
                task = self.next_task.claim(self.worker_id)
                taken = True
            except OperationalError as exc:
                if not is_locked_database_exception(exc):
                    raise
                task, taken = None, False  # a locked SQLite file: try again
            if task is not None:
                self.run_task(task)
            if self.batch and taken and task is None:
                log.info("No more tasks to run for worker_id=%s - exiting gracefully.", self.worker_id)
                return
            if self.max_tasks is not None and self._run_tasks >= self.max_tasks:
                log.info("Run maximum tasks (%d) on worker=%s - exiting.", self._run_tasks, self.worker_id)
                return
            close_old_connections()
            if self.running and task is None:
                time.sleep(self.interval)

    # running a task --------------------------------------------------------------------------
    def run_task(self, db_task_result: DBTaskResult) -> None:
        self.running_task = True
        self.current_task = str(db_task_result.pk)
        try:
            self._run(db_task_result)
        finally:
            self.current_task = ""
            self.running_task = False
            self._run_tasks += 1

    def _run(self, result: DBTaskResult) -> None:
        try:
            task = result.task
            task_result = result.task_result
            task_started.send(sender=type(task.get_backend()), task_result=task_result)
            args, kwargs = task_result.args, task_result.kwargs
            if task.takes_context:
                value = task.call(TaskContext(task_result=task_result), *args, **kwargs)
            else:
                value = task.call(*args, **kwargs)
        except BaseException as exc:  # noqa: BLE001 - recorded on the task, as the library does
            self._finish(result, error=exc)
            return
        self._finish(result, value=value)

    def _finish(self, result: DBTaskResult, *, value=None, error: BaseException | None = None) -> None:
        try:
            services.task_result_finish(result=result, value=value, error=error)
        except Exception as exc:
            if error is not None:  # even the failure could not be saved: logged, the sweep decides
                log.exception("Task %s: its failure could not be saved", result.pk)
                return
            # its return value could not be saved (not JSON, say): the task is failed with that error
            try:
                services.task_result_finish(result=result, error=exc)
            except Exception:
                log.exception("Task %s: its outcome could not be saved", result.pk)
                return
        try:
            task_finished.send(sender=type(result.task.get_backend()), task_result=result.task_result)
        except Exception:
            log.exception("Task %s: a task_finished receiver failed", result.pk)


def _announce_failed(task_id: str) -> None:
    """A task failed by the sweep is announced like any finished task (its owners may follow it)."""
    result = DBTaskResult.objects.filter(pk=task_id).first()
    if result is not None:
        try:
            task_finished.send(sender=type(result.task.get_backend()), task_result=result.task_result)
        except Exception:
            log.exception("Task %s: a task_finished receiver failed", task_id)
