"""The task workers' heartbeats: each running worker (`manage.py task_worker`) keeps its row fresh.

A task whose worker stopped beating for longer than the lease (killed, machine restarted) is
noticed by any other worker's sweep and run again or marked failed (core/jobs/services.py); the
health check counts the workers alive from these rows."""

from django.db import models


class WorkerBeat(models.Model):
    worker_id = models.CharField(max_length=64, primary_key=True)
    host = models.CharField(max_length=255, blank=True)
    pid = models.PositiveIntegerField(default=0)
    queues = models.CharField(max_length=255, blank=True)
    started_at = models.DateTimeField()
    beat_at = models.DateTimeField(db_index=True)
    task_id = models.CharField(max_length=64, blank=True)  # what it runs now, "" when idle

    class Meta:
        verbose_name = "worker heartbeat"

    def __str__(self) -> str:
        return f"{self.worker_id} on {self.host} (pid {self.pid})"
